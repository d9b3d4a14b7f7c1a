import { resetDom } from "../testing/dom";
import assert from "node:assert/strict";
import type { SearchWorkerApi } from "./protocol";
import { mount, settle, type Mounted } from "../testing/render";
import { useWorkerAnswer, type AskedWorker } from "./useWorkerAnswer";

/** A worker whose answers the test gives by hand, question by question. */
function handWorker() {
  const asked: { query: string; answer(value: string | null): void; fail(reason: Error): void }[] = [];
  const ask = (_worker: SearchWorkerApi, question: { query: string }) =>
    new Promise<string | null>((answer, fail) => asked.push({ query: question.query, answer, fail }));
  return { asked, ask };
}

const client = () => ({}) as SearchWorkerApi;

describe("useWorkerAnswer", () => {
  let view: Mounted | null = null;
  let seen: AskedWorker<{ query: string }, string>;
  let answered: string[];
  let worker: ReturnType<typeof handWorker>;

  // biome-ignore lint/correctness/noComponentHookFactories: a probe made for this suite
  function Probe({ query, ready = true }: { query: string; ready?: boolean }) {
    seen = useWorkerAnswer({
      question: { query },
      ready,
      client,
      ask: worker.ask,
      onAnswer: (value) => answered.push(value),
    });
    return null;
  }

  beforeEach(() => {
    resetDom();
    worker = handWorker();
    answered = [];
  });
  afterEach(async () => {
    await view?.unmount();
    view = null;
    resetDom();
  });

  it("asks nothing until ready, then keeps the last answer while the next is on its way", async () => {
    view = await mount(<Probe query="task" ready={false} />);
    assert.equal(worker.asked.length, 0);
    await view.rerender(<Probe query="task" />);
    await settle(() => worker.asked[0].answer("tasks page"));
    assert.deepEqual(seen.current, { question: { query: "task" }, value: "tasks page", error: null });
    assert.deepEqual(answered, ["tasks page"]);
    await view.rerender(<Probe query="tasks" />);
    assert.equal(seen.current, null, "not answered yet");
    assert.equal(seen.last?.value, "tasks page", "the last answer stays");
  });

  it("drops the answer to a question no longer asked, and a null answer", async () => {
    view = await mount(<Probe query="ta" />);
    await view.rerender(<Probe query="task" />);
    await settle(() => worker.asked[0].answer("for ta"));
    assert.equal(seen.last, null);
    await settle(() => worker.asked[1].answer(null));
    assert.equal(seen.last, null);
    assert.deepEqual(answered, []);
  });

  it("keeps why the worker failed, asks again on Retry and forgets", async () => {
    view = await mount(<Probe query="task" />);
    await settle(() => worker.asked[0].fail(new Error("The search worker could not start")));
    assert.equal(seen.current?.error, "The search worker could not start");
    assert.equal(seen.current?.value, null);
    await settle(() => seen.askAgain());
    await settle(() => worker.asked[1].answer("tasks page"));
    assert.equal(seen.current?.value, "tasks page");
    await settle(() => seen.forget());
    assert.equal(seen.last, null);
  });
});
