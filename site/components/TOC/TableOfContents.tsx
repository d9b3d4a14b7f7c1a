/** The table of contents (h2 with their h3, or the levels a doc asks for), as a right column on wide screens and as "On this page" above the doc. */
import { useRef, useState } from "react";
import type { TocEntry } from "../../../contracts/data";
import { cx } from "../../lib/classNames";
import { Collapsible } from "../Collapsible/Collapsible";
import { useTocHighlight } from "./useTocHighlight";

export interface TocNode {
  id: string;
  text: string;
  children: TocNode[];
}

/** Nests each entry under the nearest entry before it of a lower level; one with none stays at the top level. */
export function tocTree(entries: TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: { level: number; node: TocNode }[] = [];
  for (const entry of entries) {
    const node: TocNode = { id: entry.id, text: entry.text, children: [] };
    while (open.length > 0 && open[open.length - 1].level >= entry.level) open.pop();
    (open.length > 0 ? open[open.length - 1].node.children : roots).push(node);
    open.push({ level: entry.level, node });
  }
  return roots;
}

function TocList({
  nodes,
  linkClassName,
  nested = false,
}: {
  nodes: TocNode[];
  linkClassName: string;
  nested?: boolean;
}) {
  return (
    <ul className={cx("table-of-contents", nested ? "table-of-contents--nested" : "table-of-contents__left-border")}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={linkClassName}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} linkClassName={linkClassName} nested />}
        </li>
      ))}
    </ul>
  );
}

/** The desktop column; its links take part in the scroll highlight. */
export function TableOfContents({ toc, contentKey }: { toc: TocEntry[]; contentKey: unknown }) {
  const ref = useRef<HTMLElement>(null);
  useTocHighlight(ref, contentKey);
  return (
    <nav ref={ref} className="toc-column" aria-label="On this page">
      <p className="toc-column__title">On this page</p>
      <TocList nodes={tocTree(toc)} linkClassName="table-of-contents__link toc-highlight" />
    </nav>
  );
}

/** The collapsible "On this page" shown above the doc on narrower screens; mounted when first opened. */
export function TOCCollapsible({ toc }: { toc: TocEntry[] }) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <div className={cx("theme-doc-toc-mobile toc-collapsible", !collapsed && "toc-collapsible--expanded")}>
      <button
        type="button"
        className="toc-collapsible__button"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        On this page
      </button>
      <Collapsible lazy collapsed={collapsed} className="toc-collapsible__content">
        <TocList nodes={tocTree(toc)} linkClassName="table-of-contents__link" />
      </Collapsible>
    </div>
  );
}
