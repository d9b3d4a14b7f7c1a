/**
 * versions.bzl reads a docs folder's versions.json (Docusaurus's layout) in the doc_versions
 * repository rule, and resolves each version's label, route base, banner and badge for
 * docs_site. //tools/rules/tests:doc_versions writes what it answers for valid files and
 * options and for every bad input Docusaurus refuses; a bad input must fail the build with
 * a message that names the file (and line) or the option, and the version.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { versionNameError } from "../../../contracts/versionFiles";
import { versionPaths, versionRouteBase } from "../../../contracts/versions";

interface Entry {
  name: string;
  docs_dir: string;
  sidebars_file: string | null;
  target: string | null;
  docs: string | null;
  sidebars: string | null;
}

interface Resolved extends Entry {
  label: string;
  path: string;
  route_base: string;
  search_base: string;
  banner: "unreleased" | "unmaintained" | null;
  badge: boolean;
  class_name: string;
  no_index: boolean;
  is_last: boolean;
  newer_than_latest: boolean;
}

interface Answer<T> {
  versions: T[] | null;
  error: string | null;
}

const answers = JSON.parse(
  readFileSync(join(process.env.BAZEL_RUNFILES!, "projen_docs", "tools/rules/tests/doc_versions.json"), "utf8"),
) as {
  read: Record<string, Answer<Entry>>;
  texts: Record<string, Answer<Entry>>;
  names: Record<string, Answer<Entry>>;
  resolved: Record<string, Answer<Resolved>>;
};

const FILE = "content/versions.json";
const RULE = "(Docusaurus's rule)";

/** versions.json texts that are no list of strings → the build's message. */
const TEXT_ERRORS: [text: string, error: string][] = [
  [
    '{"versions": ["1.2"]}',
    `${FILE}: error: expected a JSON list of version names, newest first (as docusaurus docs:version writes it); the file is an object`,
  ],
  [
    "",
    `${FILE}: error: expected a JSON list of version names, newest first (as docusaurus docs:version writes it); the file is empty`,
  ],
  ['["1.2",\n 1.1]', `${FILE}:2: error: version names are strings, not a number: 1.1`],
  ["[null]", `${FILE}:1: error: version names are strings, not null: null`],
  ['["1.2",\n]', `${FILE}:2: error: not valid JSON: expected a version name (a string in double quotes)`],
  ['["1.2"\n', `${FILE}:2: error: not valid JSON: expected "," or "]" after a version name`],
  ['["1.2"] x', `${FILE}:1: error: not valid JSON: text after the list's "]"`],
  ['["1\\q"]', `${FILE}:1: error: not valid JSON: a string holds a bad escape (\\q)`],
  [
    '["\\u00e9"]',
    `${FILE}:1: error: not valid JSON: write \\u00e9 as the character itself: Bazel reads escapes of non-ASCII characters wrongly`,
  ],
];

const FOLDER_NAME = 'must not contain < > : " | ? * or a control character: it names a folder';

/** Version names Docusaurus refuses → what the build says of them. */
const NAME_PROBLEMS: [name: string, problem: string][] = [
  ["  ", "must contain at least one character that is not a space"],
  ["1/2", "must not contain / or \\"],
  ["1\\2", "must not contain / or \\"],
  ["a".repeat(33), "must be at most 32 characters long"],
  ["é".repeat(33), "must be at most 32 characters long"],
  ["😀".repeat(17), "must be at most 32 characters long"],
  ["1:2", FOLDER_NAME],
  ["1\u0007", FOLDER_NAME],
  [".", 'must not be "." or ".."'],
  ["..", 'must not be "." or ".."'],
];

/** Files of valid names that Docusaurus refuses → the build's message. */
const READ_ERRORS: Record<string, string> = {
  "a duplicate": `${FILE}:4: error: version "1.2" is listed twice (line 2 too)`,
  "a missing folder":
    `${FILE}:3: error: version "1.1" has no docs folder: content/versioned_docs/version-1.1/ does not exist. ` +
    `Cut it with bazel run //tools/dev/version -- 1.1, or take "1.1" out of versions.json`,
};

/** What doc_versions writes of a cut version (the versioned_docs macro declares its two filegroups). */
function cut(name: string, target = name): Entry {
  return {
    name,
    docs_dir: `versioned_docs/version-${name}`,
    sidebars_file: `versioned_sidebars/version-${name}-sidebars.json`,
    target,
    docs: `//content:versioned_docs_${target}`,
    sidebars: `//content:versioned_sidebars_${target}`,
  };
}

const CURRENT: Entry = {
  name: "current",
  docs_dir: "docs",
  sidebars_file: null,
  target: null,
  docs: null,
  sidebars: null,
};

describe("doc_versions reads versions.json as Docusaurus does", () => {
  const read = (name: string) => answers.read[name];

  it("reads the versions, newest first, each with its folder, sidebars file and targets", () => {
    assert.deepEqual(read("two versions"), { versions: [cut("1.2"), cut("1.1")], error: null });
    assert.deepEqual(read("empty list"), { versions: [], error: null });
    assert.deepEqual(read("byte order mark"), { versions: [cut("1.2")], error: null });
  });

  it("keeps a listed current where versions.json places it, with the docs of docs/", () => {
    assert.deepEqual(read("current listed"), { versions: [cut("1.2"), CURRENT], error: null });
  });

  it("counts a name's length as JavaScript does (UTF-16), not in bytes", () => {
    assert.deepEqual(
      read("32 characters").versions?.map((v) => v.name),
      ["é".repeat(32), "😀".repeat(16)],
    );
  });

  it("gives every version name target names of its own", () => {
    const versions = read("names that are no target names").versions;
    assert.deepEqual(
      versions?.map((v) => v.target),
      ["1_202", "1_5f2", "1_5f202", "1.2"],
    );
    assert.deepEqual(read("32 characters").versions?.[0].target, "_c3_a9".repeat(32));
  });

  for (const [name, error] of Object.entries(READ_ERRORS)) {
    it(`fails on ${name}, naming the file, the line and the version`, () => {
      assert.deepEqual(read(name), { versions: null, error });
    });
  }

  it("has a message for each bad input of the fixture", () => {
    const failing = Object.keys(answers.read).filter((name) => answers.read[name].error !== null);
    assert.deepEqual(failing.sort(), Object.keys(READ_ERRORS).sort());
  });
});

describe("doc_versions refuses what Docusaurus refuses", () => {
  it("fails on a file that is no JSON list of strings, naming the file and the line", () => {
    assert.deepEqual(Object.keys(answers.texts).sort(), TEXT_ERRORS.map(([text]) => text).sort());
    for (const [text, error] of TEXT_ERRORS) assert.deepEqual(answers.texts[text], { versions: null, error }, text);
  });

  for (const [name, problem] of NAME_PROBLEMS) {
    it(`fails on the version name ${JSON.stringify(name)}, naming the file, the line and the name`, () => {
      const error = `${FILE}:1: error: invalid version name ${JSON.stringify(name)}: a version name ${problem} ${RULE}`;
      assert.deepEqual(answers.names[name], { versions: null, error });
    });
  }

  it("has a message for each bad name of the fixture", () => {
    assert.deepEqual(Object.keys(answers.names).sort(), NAME_PROBLEMS.map(([name]) => name).sort());
  });

  it("refuses the names its TypeScript twin refuses (contracts/versionFiles.ts, the cut command's check), with the same words", () => {
    for (const [name, answer] of Object.entries(answers.names)) {
      const error = `${FILE}:1: error: invalid version name ${JSON.stringify(name)}: a version name ${versionNameError(name)} ${RULE}`;
      assert.equal(answer.error, error, name);
    }
    const valid = Object.values(answers.read).flatMap((answer) => answer.versions ?? []);
    assert.ok(valid.length > 5);
    for (const { name } of valid) assert.equal(versionNameError(name), null, name);
  });
});

/** A resolved version: name, label, path part, banner, badge, whether it is the last, and whether it is newer than the last. */
type Row = [string, string, string, Resolved["banner"], boolean, boolean, boolean];

/** Docusaurus's defaults (D4 of the design): the versions options → each version's metadata. */
const RESOLVED: Record<string, Row[]> = {
  unversioned: [["current", "Next", "", null, false, true, false]],
  "newest cut version last": [
    ["current", "Next", "next", "unreleased", true, false, true],
    ["1.2", "1.2", "", null, true, true, false],
    ["1.1", "1.1", "1.1", "unmaintained", true, false, false],
  ],
  "current last": [
    ["current", "Next", "", null, true, true, false],
    ["1.2", "1.2", "1.2", "unmaintained", true, false, false],
    ["1.1", "1.1", "1.1", "unmaintained", true, false, false],
  ],
  "current listed": [
    ["1.2", "1.2", "", null, true, true, false],
    ["current", "Next", "next", "unmaintained", true, false, false],
  ],
  configured: [
    ["current", "Latest", "", null, true, true, false],
    ["1.1", "1.1.x", "old", null, false, false, false],
  ],
  "only current": [["current", "Next", "", null, false, true, false]],
};

function resolved(entry: Entry, [name, label, path, banner, badge, isLast, newer]: Row): Resolved {
  const { routeBase, searchBase } = versionPaths(versionRouteBase(path), isLast);
  return {
    ...entry,
    label,
    path,
    route_base: routeBase,
    search_base: searchBase,
    banner,
    badge,
    class_name: `docs-version-${name}`,
    no_index: false,
    is_last: isLast,
    newer_than_latest: newer,
    target: name === "current" ? "dist" : `dist_v${entry.target}`,
  };
}

const OPTIONS = "docs_site(//:dist):";
const AVAILABLE = "Available version names are:";

/** The versions options' bad inputs → the build's message. */
const RESOLVE_ERRORS: Record<string, string> = {
  "unknown last_version": `${OPTIONS} last_version "2.0" is invalid. ${AVAILABLE} current, 1.2`,
  "unknown version_config version": `${OPTIONS} version_config: unknown versions (1.0) found. ${AVAILABLE} current`,
  "unknown version_config key": `${OPTIONS} version_config["current"]: unknown key "color"; use label, path, banner, badge, className, noIndex (Docusaurus's version options)`,
  "bad banner": `${OPTIONS} version_config["current"].banner is "old"; use "unreleased", "unmaintained" or "none"`,
  "bad badge": `${OPTIONS} version_config["current"].badge is a string; expected a bool`,
  "empty only_include_versions": `${OPTIONS} only_include_versions: an empty list is not allowed, at least one version is needed`,
  "unknown only_include_versions": `${OPTIONS} only_include_versions: unknown versions (0.9) found. ${AVAILABLE} current`,
  "only_include_versions without last_version": `${OPTIONS} only_include_versions must include last_version "1.2"`,
  "a path of two segments": `${OPTIONS} version "1.2" has the path "v1/2": a version's path is one URL segment of letters, digits and . _ - ~ + (set version_config["1.2"].path)`,
  "a name that is no path": `${OPTIONS} version "1 2" has the path "1 2": a version's path is one URL segment of letters, digits and . _ - ~ + (set version_config["1 2"].path)`,
  "an empty path": `${OPTIONS} version "current" has an empty path: only the last version ("1.2") is served at /docs`,
  "two versions on one path": `${OPTIONS} versions "current" and "next" both have the path /docs/next`,
  "a version where generated index pages go": `${OPTIONS} version "category" has the path /docs/category, where the last version's generated index pages go (set version_config["category"].path)`,
  "a bad entry": `${OPTIONS} versions: each is a dict of docs, docs_dir, name, sidebars, sidebars_file, target, as @doc_versions writes them; got "1.2"`,
};

describe("resolve_versions gives each version Docusaurus's metadata", () => {
  for (const [name, rows] of Object.entries(RESOLVED)) {
    it(`resolves ${name}`, () => {
      const entries = new Map([CURRENT, cut("1.2"), cut("1.1")].map((e) => [e.name, e]));
      const expected = rows.map((row) => resolved(entries.get(row[0])!, row));
      if (name === "configured") Object.assign(expected[1], { class_name: "old", no_index: true });
      assert.deepEqual(answers.resolved[name], { versions: expected, error: null });
    });
  }

  for (const [name, error] of Object.entries(RESOLVE_ERRORS)) {
    it(`fails on ${name}, naming the option and the version`, () => {
      assert.deepEqual(answers.resolved[name], { versions: null, error });
    });
  }

  it("has a message for each bad input of the fixture", () => {
    const failing = Object.keys(answers.resolved).filter((name) => answers.resolved[name].error !== null);
    assert.deepEqual(failing.sort(), Object.keys(RESOLVE_ERRORS).sort());
  });
});
