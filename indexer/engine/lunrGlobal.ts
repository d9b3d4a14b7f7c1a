/**
 * elasticlunr 0.9.5 assigns the undeclared global `lunr` when it loads ("for
 * compatibility"). In an ES module (the worker bundle) code is strict, so that assignment
 * throws ReferenceError unless the global property already exists. Imported before
 * elasticlunr, this module declares it.
 */
const scope = globalThis as Record<string, unknown>;
if (!("lunr" in scope)) scope.lunr = undefined;

export {};
