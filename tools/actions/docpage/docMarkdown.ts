/**
 * A doc as Markdown, served at its route plus `.md` for readers without the site (tools,
 * language models; llms.txt links there): its title as a `# ` heading unless the body opens
 * with one, its description, then its body as written, without its front matter and MDX
 * import lines. What MDX would have made of the theme components is written as plain
 * Markdown, from the doc's token tree: a partial's text where it stands, each tab under
 * its label, an <Admonition> as `:::`, a <CodeBlock> as a fence, <Details> as HTML.
 */
import type { Tokens } from "marked";
import type { AdmonitionToken } from "./markdown/admonitions";
import type { DetailsToken, PartialToken } from "./markdown/components";
import type { TabsToken } from "./markdown/tabs";

export function docMarkdown(title: string, description: string, body: string): string {
  const text = body.replace(/^(?:[ \t]*\n)+/, "").trimEnd();
  if (/^# /.test(text)) return `${text}\n`;
  return `# ${title}\n\n${description ? `${description}\n\n` : ""}${text}\n`;
}

/** The Markdown of a token tree: each token as written, but MDX's components as Markdown. */
export function markdownOfTokens(tokens: readonly Tokens.Generic[]): string {
  return tokens.map(markdownOfToken).join("");
}

const block = (text: string): string => `${text.trim()}\n\n`;
const inline = (tokens: readonly Tokens.Generic[]): string => tokens.map((t) => t.raw).join("");
/** Whether a token was written as the MDX element `name` (else in Markdown: `:::`, a fence, an alert). */
const writtenAs = (token: Tokens.Generic, name: string): boolean => token.raw.trimStart().startsWith(`<${name}`);

function markdownOfToken(token: Tokens.Generic): string {
  switch (token.type) {
    case "partial":
      return block(markdownOfTokens((token as PartialToken).tokens));
    case "tabs":
      return (token as TabsToken).tabs
        .map((tab) => `**${tab.label}**\n\n${block(markdownOfTokens(tab.token.tokens))}`)
        .join("");
    case "admonition": {
      if (!writtenAs(token, "Admonition")) return token.raw;
      const { kind, titleTokens, tokens } = token as AdmonitionToken;
      const title = inline(titleTokens);
      return `:::${kind}${title ? `[${title}]` : ""}\n\n${block(markdownOfTokens(tokens))}:::\n\n`;
    }
    case "details": {
      const { summaryTokens, tokens } = token as DetailsToken;
      return `<details>\n<summary>${inline(summaryTokens)}</summary>\n\n${block(markdownOfTokens(tokens))}</details>\n\n`;
    }
    case "code": {
      if (!writtenAs(token, "CodeBlock")) return token.raw;
      const { lang, text } = token as Tokens.Code;
      const fence = "`".repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      return `${fence}${lang ?? ""}\n${text}\n${fence}\n\n`;
    }
    case "footnotes":
      return ""; // the list the page shows at its end; each definition is in place as written
    default:
      return token.raw;
  }
}
