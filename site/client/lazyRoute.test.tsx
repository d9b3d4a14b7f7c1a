import "../testing/dom";
import assert from "node:assert/strict";
import { cleanUpAfterEach, flush, render } from "../testing/render";
import { click } from "../testing/events";
import { lazyRoute } from "./lazyRoute";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyRoute", () => {
  cleanUpAfterEach();

  it("renders synchronously once preloaded", async () => {
    const Lazy = lazyRoute(async () => Hello);
    await Lazy.preload();
    const { container } = render(<Lazy name="docs" />);
    assert.equal(container.textContent, "Hello docs");
  });

  it("loads on first render when not preloaded", async () => {
    const Lazy = lazyRoute(async () => Hello);
    const { container } = render(<Lazy name="later" />);
    assert.equal(container.textContent, "", "nothing during the first 200 ms");
    await flush();
    assert.equal(container.textContent, "Hello later");
  });

  it("shows the error and a Retry button when the chunk fails, and retries", async () => {
    let attempts = 0;
    const Lazy = lazyRoute(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module: /assets/chunks/DocPage.js");
      return Hello;
    });
    const { container } = render(<Lazy name="again" />);
    await flush();
    const box = container.querySelector(".chunk-error")!;
    assert.equal(
      box.querySelector("p")!.textContent,
      "TypeError: Failed to fetch dynamically imported module: /assets/chunks/DocPage.js",
    );
    click(box.querySelector("button"));
    await flush();
    assert.equal(attempts, 2);
    assert.equal(container.textContent, "Hello again");
  });

  it("gives up on a chunk that hangs, shows the timeout with Retry, and keeps a late chunk for Retry", async () => {
    let arrive: (component: typeof Hello) => void = () => undefined;
    const Lazy = lazyRoute(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)), 20);
    await assert.rejects(Lazy.preload(), /timed out after 0.02 s/);
    const { container } = render(<Lazy name="late" />);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await flush();
    assert.match(container.querySelector(".chunk-error")?.textContent ?? "", /timed out/);
    arrive(Hello);
    await flush();
    assert.equal(Lazy.loaded(), Hello);
    click(container.querySelector(".chunk-error button")!);
    await flush();
    assert.equal(container.textContent, "Hello late");
  });
});
