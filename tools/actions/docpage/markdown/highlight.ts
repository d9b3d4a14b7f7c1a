/**
 * Build-time syntax highlighting, so the browser ships no highlighter: every language
 * highlight.js ships, with its aliases (`sh`, `shell`, `console`, `tsx`, `dockerfile`…).
 */
import hljs from "highlight.js";
import { escapeHtml } from "../../../../contracts/html";

hljs.registerAliases(["toml"], { languageName: "ini" });

/** Whether highlight.js knows a language name or alias (case-insensitive). */
export function isKnownLanguage(name: string): boolean {
  return hljs.getLanguage(name.toLowerCase()) !== undefined;
}

/** The highlighted HTML of a code block, and the language it was highlighted as ("text" when plain). */
export function highlight(code: string, lang: string | undefined): { html: string; language: string } {
  const name = (lang ?? "").trim().split(/\s+/)[0].toLowerCase();
  if (name && isKnownLanguage(name)) {
    return { html: hljs.highlight(code, { language: name, ignoreIllegals: true }).value, language: name };
  }
  return { html: escapeHtml(code), language: "text" };
}
