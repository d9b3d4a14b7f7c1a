/** How crash pages describe an error: its message, then each cause in turn. */

export const CAUSE_SEPARATOR = "\n\nCause:\n";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function errorChainText(error: unknown): string {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  // A cause chain can loop (a.cause = b, b.cause = a): stop at the first repeat.
  while (current !== undefined && !seen.has(current)) {
    seen.add(current);
    messages.push(messageOf(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(CAUSE_SEPARATOR);
}
