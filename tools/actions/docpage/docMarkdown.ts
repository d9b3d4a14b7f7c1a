/**
 * A doc as Markdown, served at its route plus `.md` for readers without the site (tools,
 * language models; llms.txt links there): its title as a `# ` heading unless the body opens
 * with one, its description, then its body as written, without its front matter and MDX
 * import lines.
 */
import type { DocSource } from "./source";

export function docMarkdown(title: string, description: string, source: DocSource): string {
  const body = source.body.replace(/^(?:[ \t]*\n)+/, "").trimEnd();
  if (/^# /.test(body)) return `${body}\n`;
  return `# ${title}\n\n${description ? `${description}\n\n` : ""}${body}\n`;
}
