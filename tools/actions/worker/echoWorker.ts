/**
 * A worker for worker.test.ts: answers with its arguments and the input digests it was
 * given. `--garbage-mb N` first makes N MB of objects that are garbage once it answers,
 * and answers with its pid and resident memory instead (for the idle-trim test);
 * ECHO_IDLE_TRIM_MS sets how long it waits idle before giving memory back, ECHO_HEAP_MB its
 * handler process's heap limit (for the out-of-memory test), ECHO_NODE_FLAGS (space-separated)
 * its handler's other Node flags, which `--exec-argv` answers with.
 */
import { runWorker } from "./worker";

function makeGarbage(mb: number): { pid: number; rssMb: number; arrays: number } {
  const held: number[][] = [];
  // Arrays of 1,000 numbers (about 8 kB each) until N MB are held.
  for (let k = 0; k < mb * 128; k++) held.push(Array.from({ length: 1000 }, (_, i) => i + k + 0.5));
  return { pid: process.pid, rssMb: Math.round(process.memoryUsage().rss / 2 ** 20), arrays: held.length };
}

if (require.main === module) {
  const idleTrimMs = process.env.ECHO_IDLE_TRIM_MS ? Number(process.env.ECHO_IDLE_TRIM_MS) : undefined;
  const heapLimitMb = process.env.ECHO_HEAP_MB ? Number(process.env.ECHO_HEAP_MB) : undefined;
  const nodeFlags = process.env.ECHO_NODE_FLAGS?.split(" ");
  runWorker(
    (args, inputs) => {
      if (args[0] === "--garbage-mb") return JSON.stringify(makeGarbage(Number(args[1])));
      if (args[0] === "--exec-argv") return JSON.stringify(process.execArgv);
      return JSON.stringify({ args, inputs: [...inputs] });
    },
    { idleTrimMs, heapLimitMb, nodeFlags },
  );
}
