/** A worker for worker.test.ts: answers with its arguments and the input digests it was given. */
import { runWorker } from "./worker";

if (require.main === module) runWorker((args, inputs) => JSON.stringify({ args, inputs: [...inputs] }));
