import assert from "node:assert/strict";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { domSuite, installDom, mount, settle, type Mounted } from "./testing/dom";
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

domSuite("useSearchHighlight", () => {
  let uninstall: () => void = () => {};
  let view: Mounted | null = null;
  beforeEach(() => {
    uninstall = installDom().uninstall;
  });
  afterEach(async () => {
    await view?.unmount();
    uninstall();
  });

  it("marks the _highlight terms in the first article and clears them when they go", async () => {
    view = await mount(
      <MemoryRouter initialEntries={["/docs/concepts/tasks?_highlight=task&_highlight=name"]}>
        <Page />
      </MemoryRouter>,
    );
    await settle();
    const marks = () => [...document.querySelectorAll("article mark[data-markjs]")].map((m) => m.textContent);
    assert.deepEqual(marks(), ["Task", "task", "name"]);
    await settle(() => navigateTo("/docs/concepts/tasks"));
    assert.deepEqual(marks(), []);
    assert.equal(document.querySelector("article")!.textContent, "Tasks run steps. A task has a name.");
  });
});
