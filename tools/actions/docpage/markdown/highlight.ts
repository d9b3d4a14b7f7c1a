/**
 * Build-time syntax highlighting, so the browser ships no highlighter: every language
 * highlight.js ships, with its aliases (`sh`, `shell`, `console`, `tsx`, `dockerfile`…).
 * The languages most docs use are registered at start; the other 180-odd load the first
 * time a doc names a language outside them (registering all of them costs a worker about
 * 100 ms at start, which most sites never need).
 */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import ini from "highlight.js/lib/languages/ini";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import plaintext from "highlight.js/lib/languages/plaintext";
import python from "highlight.js/lib/languages/python";
import shell from "highlight.js/lib/languages/shell";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { escapeHtml } from "../../../../contracts/html";

const COMMON = {
  bash,
  css,
  diff,
  go,
  ini,
  java,
  javascript,
  json,
  markdown,
  plaintext,
  python,
  shell,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(COMMON)) hljs.registerLanguage(name, language);
hljs.registerAliases(["toml"], { languageName: "ini" });

let allLoaded = false;

/** Whether highlight.js knows a language name or alias (case-insensitive). */
export function isKnownLanguage(name: string): boolean {
  const key = name.toLowerCase();
  if (hljs.getLanguage(key) !== undefined) return true;
  if (allLoaded) return false;
  // The full build registers every language on the same instance as the core.
  // A require(), not an import: it defers loading until first use.
  require("highlight.js");
  allLoaded = true;
  return hljs.getLanguage(key) !== undefined;
}

/** The highlighted HTML of a code block, and the language it was highlighted as ("text" when plain). */
export function highlight(code: string, lang: string | undefined): { html: string; language: string } {
  const name = (lang ?? "").trim().split(/\s+/)[0].toLowerCase();
  if (name && isKnownLanguage(name)) {
    return { html: hljs.highlight(code, { language: name, ignoreIllegals: true }).value, language: name };
  }
  return { html: escapeHtml(code), language: "text" };
}
