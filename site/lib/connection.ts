/** Whether speculative loads are welcome: not on 2g connections, not with data-saver on. */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(
  nav: Navigator | undefined = typeof navigator === "undefined" ? undefined : navigator,
): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return false;
  return (connection.effectiveType ?? "").includes("2g") || connection.saveData === true;
}
