/**
 * Build-time syntax highlighting: the browser ships no highlighter. Only the
 * languages docs use are registered, which keeps the worker's start-up small.
 */
import hljs from "highlight.js/lib/core";
import { escapeHtml } from "../../../contracts/html";
import bash from "highlight.js/lib/languages/bash";
import diff from "highlight.js/lib/languages/diff";
import ini from "highlight.js/lib/languages/ini";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import python from "highlight.js/lib/languages/python";
import shell from "highlight.js/lib/languages/shell";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";

const LANGUAGES = { bash, diff, ini, java, javascript, json, markdown, python, shell, typescript, xml, yaml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(["toml"], { languageName: "ini" });
hljs.registerAliases(["console"], { languageName: "shell" });

/** The highlighted HTML of a code block, and the language it was highlighted as. */
export function highlight(code: string, lang: string | undefined): { html: string; language: string } {
  const name = (lang ?? "").trim().split(/\s+/)[0].toLowerCase();
  if (name && hljs.getLanguage(name)) {
    return { html: hljs.highlight(code, { language: name, ignoreIllegals: true }).value, language: name };
  }
  return { html: escapeHtml(code), language: name || "text" };
}
