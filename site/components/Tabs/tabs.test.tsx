import "../../testing/dom";
import assert from "node:assert/strict";
import { chooseTab, restoreTabs, tabForKey } from "./tabs";

/** Two tabs of one group and one of its own, as the build renders them. */
function tabs(index: number, group: string | null, values: string[], selected = values[0]): string {
  const buttons = values
    .map(
      (v) =>
        `<button role="tab" data-value="${v}" aria-selected="${v === selected}" tabindex="${v === selected ? 0 : -1}">${v}</button>`,
    )
    .join("");
  const panels = values
    .map(
      (v) => `<div role="tabpanel" data-value="${v}"${v === selected ? "" : ' hidden="until-found"'}>${v} text</div>`,
    )
    .join("");
  const data = group ? ` data-group-id="${group}" data-query-key="${group}"` : "";
  return `<div class="tabs" id="t${index}"${data}><div role="tablist">${buttons}</div>${panels}</div>`;
}

function chosen(id: string): string | undefined {
  return document.querySelector<HTMLElement>(`#${id} [aria-selected="true"]`)?.dataset.value;
}

describe("tabs in a doc body", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/docs/page");
    document.body.innerHTML =
      tabs(1, "pm", ["npm", "yarn"]) + tabs(2, "pm", ["npm", "yarn", "bun"]) + tabs(3, null, ["a", "b"]);
  });

  it("switches every tabs of a group, remembers the choice and names it in the URL", () => {
    chooseTab(document, document.getElementById("t1")!, "yarn");
    assert.equal(chosen("t1"), "yarn");
    assert.equal(chosen("t2"), "yarn");
    assert.equal(chosen("t3"), "a");
    assert.equal(
      document.querySelector('#t2 [role="tabpanel"][data-value="npm"]')!.getAttribute("hidden"),
      "until-found",
    );
    assert.equal(document.querySelector('#t2 [role="tabpanel"][data-value="yarn"]')!.hasAttribute("hidden"), false);
    assert.equal(localStorage.getItem("docusaurus.tab.pm"), "yarn");
    assert.equal(new URL(window.location.href).searchParams.get("pm"), "yarn");
  });

  it("leaves tabs alone that have no tab of the chosen value", () => {
    chooseTab(document, document.getElementById("t2")!, "bun");
    assert.equal(chosen("t1"), "npm");
    assert.equal(chosen("t2"), "bun");
  });

  it("restores the URL's choice over the stored one", () => {
    localStorage.setItem("docusaurus.tab.pm", "bun");
    restoreTabs(document);
    assert.equal(chosen("t1"), "npm"); // t1 has no bun tab
    assert.equal(chosen("t2"), "bun");
    window.history.replaceState(null, "", "/docs/page?pm=yarn");
    restoreTabs(document);
    assert.equal(chosen("t1"), "yarn");
    assert.equal(chosen("t2"), "yarn");
  });

  it("moves with the arrow keys, Home and End, wrapping around", () => {
    const [npm, yarn, bun] = document.querySelectorAll<HTMLElement>('#t2 [role="tab"]');
    assert.equal(tabForKey(npm, "ArrowRight"), yarn);
    assert.equal(tabForKey(npm, "ArrowLeft"), bun);
    assert.equal(tabForKey(bun, "ArrowRight"), npm);
    assert.equal(tabForKey(yarn, "Home"), npm);
    assert.equal(tabForKey(yarn, "End"), bun);
    assert.equal(tabForKey(yarn, "Enter"), null);
  });
});
