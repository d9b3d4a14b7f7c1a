import { resetDom } from "../testing/dom";
import assert from "node:assert/strict";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { mount, settle, type Mounted } from "../testing/render";
import { useSearchHighlight } from "./useHighlight";

let navigateTo: (to: string) => void = () => {};

function Page() {
  useSearchHighlight();
  navigateTo = useNavigate();
  return (
    <article>
      <p>Tasks run steps. A task has a name.</p>
    </article>
  );
}

/** Mounts the page at `url` and lets its effects run. */
async function mountPageAt(url: string): Promise<Mounted> {
  const mounted = await mount(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  );
  await settle();
  return mounted;
}

describe("useSearchHighlight", () => {
  let view: Mounted | null = null;
  beforeEach(resetDom);
  afterEach(async () => {
    await view?.unmount();
    view = null;
    resetDom();
  });

  it("marks the _highlight terms in the first article and clears them when they go", async () => {
    view = await mountPageAt("/docs/concepts/tasks?_highlight=task&_highlight=name");
    const marks = () => [...document.querySelectorAll("article mark[data-markjs]")].map((m) => m.textContent);
    assert.deepEqual(marks(), ["Task", "task", "name"]);
    await settle(() => navigateTo("/docs/concepts/tasks"));
    assert.deepEqual(marks(), []);
    assert.equal(document.querySelector("article")!.textContent, "Tasks run steps. A task has a name.");
  });

  it("marks what the article receives later, until the terms go", async () => {
    view = await mountPageAt("/docs/api/projen?_highlight=pnpm");
    const article = document.querySelector("article")!;
    const marks = () => [...article.querySelectorAll("mark[data-markjs]")].map((m) => m.textContent);
    assert.deepEqual(marks(), []);
    // A long page adds the rest of its body a slice at a time.
    const slice = document.createElement("div");
    slice.innerHTML = "<h3>PnpmWorkspace</h3><p>Options for pnpm. <button>pnpm</button></p>";
    await settle(() => void article.appendChild(slice));
    assert.deepEqual(marks(), ["Pnpm", "pnpm"], "not inside the button");
    await settle(() => navigateTo("/docs/api/projen"));
    assert.deepEqual(marks(), []);
    const later = document.createElement("p");
    later.textContent = "pnpm again";
    await settle(() => void article.appendChild(later));
    assert.deepEqual(marks(), [], "no longer followed");
  });
});
