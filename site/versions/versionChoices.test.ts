import assert from "node:assert/strict";
import { currentTable, oldTable, routesById, siteVersions } from "../testing/versionedSite";
import { versionChoices, type ChoiceContext } from "./versionChoices";

const here = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });
const routes = new Map([
  ["current", routesById(currentTable)],
  ["1.0", routesById(oldTable)],
]);

function choices(c: Partial<ChoiceContext>) {
  const { label, choices } = versionChoices({
    own: currentTable.version,
    doc: null,
    onDocs: false,
    here: here("/"),
    list: siteVersions.versions,
    routes,
    preferred: null,
    ...c,
  });
  return { label, items: choices.map((v) => [v.label, v.href, v.active]) };
}

describe("versionChoices", () => {
  it("leads each version to the same doc, keeping ?search#hash, and stays put in the version read", () => {
    const doc = currentTable.docs[1];
    assert.deepEqual(choices({ doc, onDocs: true, here: here("/docs/tasks", "?x=1", "#a") }), {
      label: "Next",
      items: [
        ["Next", "/docs/tasks?x=1#a", true],
        ["1.0", "/docs/1.0/tasks?x=1#a", false],
      ],
    });
  });

  it("leads to a version's first doc when it lacks the doc, or before its routes are fetched", () => {
    const registry = currentTable.docs[2];
    assert.deepEqual(choices({ doc: registry, onDocs: true, here: here("/docs/registry") }).items[1], [
      "1.0",
      "/docs/1.0/intro",
      false,
    ]);
    const tasks = currentTable.docs[1];
    const early = choices({ doc: tasks, onDocs: true, here: here("/docs/tasks"), routes: new Map() });
    assert.deepEqual(early.items[1], ["1.0", "/docs/1.0/intro", false]);
  });

  it("lists the page's own version and the latest before the list is fetched", () => {
    const doc = oldTable.docs[1];
    const early = choices({ own: oldTable.version, doc, onDocs: true, here: here("/docs/1.0/tasks"), list: null });
    assert.deepEqual(early, {
      label: "1.0",
      items: [
        ["Next", "/docs/tasks", false],
        ["1.0", "/docs/1.0/tasks", true],
      ],
    });
  });

  it("is labelled with the preferred version off the docs, else the latest", () => {
    assert.equal(choices({ preferred: "1.0" }).label, "1.0");
    assert.equal(choices({ preferred: "0.9" }).label, "Next");
    assert.equal(choices({ preferred: "1.0", list: null }).label, "Next", "not listed yet");
  });
});
