/** The docs frame: the sidebar column (when the page has one) beside the main column. */
import type { ReactNode } from "react";
import type { CurrentSidebar } from "../../app/currentSidebar";
import { useSite } from "../../app/SiteContext";
import { cx } from "../../lib/classNames";
import { DocSidebar } from "../DocSidebar/DocSidebar";
import { MAIN_CONTENT_ID } from "../../app/domIds";

export function DocsLayout({
  sidebar,
  activeKey,
  children,
}: {
  sidebar: CurrentSidebar | null;
  activeKey: string;
  children: ReactNode;
}) {
  // Docusaurus's class of the version being read, for a site's own CSS.
  const version = useSite().index.manifest.version.name;
  return (
    <div className={`docs-wrapper docs-version-${version}`}>
      {sidebar && (
        <aside className="docs-sidebar-column">
          {/* Keyed by sidebar: moving between the docs and API sidebars starts from their own state. */}
          <DocSidebar key={sidebar.name} items={sidebar.items} sidebar={sidebar.id} activeKey={activeKey} />
        </aside>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx("docs-main", !sidebar && "docs-main--no-sidebar")}>
        {children}
      </main>
    </div>
  );
}
