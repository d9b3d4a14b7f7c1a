/**
 * `<Tabs>` and its `<TabItem>`s, as Docusaurus's theme takes them (groupId, queryString,
 * defaultValue, values, default, label, attributes), rendered at build time: the default
 * tab shows without JS, the other panels are `hidden="until-found"` (find in page and a
 * link to a heading inside still reach them). The WAI-ARIA tabs pattern's roles and states
 * are in the markup; site/components/Tabs/tabs.ts makes the tabs switch.
 */
import type { Tokens } from "marked";
import { escapeHtml } from "../../../../contracts/html";
import type { Element } from "./components";
import { JsxError } from "./jsx";

export interface TabItemToken extends Tokens.Generic {
  type: "tabItem";
  attrs: Record<string, unknown>;
  /** Set when a <Tabs> holds it: a tab anywhere else is the doc's error. */
  inTabs?: boolean;
  tokens: Tokens.Generic[];
}

interface Tab {
  value: string;
  label: string;
  className: string;
  token: TabItemToken;
}

export interface TabsToken extends Tokens.Generic {
  type: "tabs";
  /** The tabs' number in the doc (their ids are made of it). */
  index: number;
  groupId?: string;
  /** The URL search parameter that names the chosen tab. */
  queryKey?: string;
  className: string;
  selected: string;
  tabs: Tab[];
  tokens: Tokens.Generic[];
}

const str = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value) : undefined;

function tabOf(token: TabItemToken, labels: ReadonlyMap<string, string>): Tab {
  const value = str(token.attrs.value);
  if (value === undefined) throw new JsxError('every <TabItem> needs a value (value="…")');
  const attributes = token.attrs.attributes as { className?: unknown } | undefined;
  return {
    value,
    label: str(token.attrs.label) ?? labels.get(value) ?? value,
    className: str(attributes?.className) ?? "",
    token,
  };
}

/** The <Tabs> token of an element whose children lexed to `children`; throws JsxError when they are not tabs. */
export function tabsToken({ tag, raw }: Element, children: Tokens.Generic[], index: number): TabsToken {
  const items = children.filter((child) => child.type !== "space");
  const stray = items.find((child) => child.type !== "tabItem");
  if (stray)
    throw new JsxError(
      `only <TabItem> elements may stand inside <Tabs>, not ${JSON.stringify(stray.raw.trim().slice(0, 40))}`,
    );
  if (items.length === 0) throw new JsxError("<Tabs> holds no <TabItem>");
  const values = Array.isArray(tag.attrs.values) ? (tag.attrs.values as { label?: unknown; value?: unknown }[]) : [];
  const labels = new Map(values.map((v) => [str(v.value) ?? "", str(v.label) ?? ""]));
  const tabs = items.map((item) => tabOf(item as TabItemToken, labels));
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.value)) throw new JsxError(`two tabs of one <Tabs> have the value "${tab.value}"`);
    seen.add(tab.value);
    tab.token.inTabs = true;
  }
  const defaultValue = str(tag.attrs.defaultValue);
  if (defaultValue !== undefined && !seen.has(defaultValue))
    throw new JsxError(`<Tabs defaultValue="${defaultValue}"> names no tab (values: ${[...seen].join(", ")})`);
  const groupId = str(tag.attrs.groupId);
  const query = tag.attrs.queryString;
  const queryKey = typeof query === "string" ? query : query === true ? groupId : undefined;
  if (query === true && !groupId) throw new JsxError('<Tabs queryString> needs a groupId (or queryString="key")');
  return {
    type: "tabs",
    raw,
    index,
    ...(groupId ? { groupId } : {}),
    ...(queryKey ? { queryKey } : {}),
    className: str(tag.attrs.className) ?? "",
    selected: defaultValue ?? tabs.find((tab) => tab.token.attrs.default === true)?.value ?? tabs[0].value,
    tabs,
    tokens: items,
  };
}

/** The tabs' HTML; `parse` renders a tab's Markdown. */
export function renderTabs(token: TabsToken, parse: (tokens: Tokens.Generic[]) => string): string {
  const id = `tabs-${token.index}`;
  const data =
    (token.groupId ? ` data-group-id="${escapeHtml(token.groupId)}"` : "") +
    (token.queryKey ? ` data-query-key="${escapeHtml(token.queryKey)}"` : "");
  const buttons = token.tabs.map((tab, i) => {
    const selected = tab.value === token.selected;
    return (
      `<button type="button" role="tab" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}" ` +
      `aria-selected="${selected}" tabindex="${selected ? 0 : -1}" class="tabs__tab" ` +
      `data-value="${escapeHtml(tab.value)}">${escapeHtml(tab.label)}</button>`
    );
  });
  const panels = token.tabs.map((tab, i) => {
    const hidden = tab.value === token.selected ? "" : ' hidden="until-found"';
    const className = tab.className ? ` ${escapeHtml(tab.className)}` : "";
    return (
      `<div role="tabpanel" id="${id}-panel-${i}" aria-labelledby="${id}-tab-${i}" class="tabs__panel${className}" ` +
      `data-value="${escapeHtml(tab.value)}"${hidden}>${parse(tab.token.tokens)}</div>`
    );
  });
  const className = token.className ? ` ${escapeHtml(token.className)}` : "";
  return (
    `<div class="tabs${className}"${data}><div role="tablist" aria-orientation="horizontal" class="tabs__list">` +
    `${buttons.join("")}</div>${panels.join("")}</div>\n`
  );
}
