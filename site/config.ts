/**
 * The site's configuration: the one place to change titles, links, navbar, footer,
 * announcement and color mode. Everything the site shows about itself comes from here.
 */

export type NavbarPosition = "left" | "right";

export type NavbarItemConfig =
  /** Links to a doc; active whenever the current doc sits in the same sidebar as that doc. */
  /** `sidebarId`: the sidebar it stands for (Docusaurus's field); on a docs version without it, the item leads to the last version's. */
  | { type: "docSidebar"; label: string; to: string; sidebarId?: string; position: NavbarPosition }
  | { type: "link"; label: string; href: string; position: NavbarPosition; icon?: "github" }
  | { type: "dropdown"; label: string; position: NavbarPosition; items: { label: string; href: string }[] }
  /** Picks the docs version to read (labelled by the version, e.g. "Next") and remembers the choice. */
  | { type: "docsVersionDropdown"; position: NavbarPosition };

export interface FooterColumnConfig {
  title: string;
  items: { label: string; href: string }[];
}

export interface SiteConfig {
  title: string;
  tagline: string;
  favicon: string;
  url: string;
  baseUrl: string;
  organizationName: string;
  projectName: string;
  i18n: {
    defaultLocale: string;
    localeConfigs: Record<string, { direction: "ltr" | "rtl" }>;
  };
  noIndex: boolean;
  titleDelimiter: string;
  navbar: { title: string; items: NavbarItemConfig[] };
  footer: { style: "dark" | "light"; links: FooterColumnConfig[]; copyright: string };
  /** `content` is trusted HTML written here, never user input. Its colours are the theme's
   * (--announcement-bg, --announcement-text): the CSP allows no inline style. */
  announcementBar?: { id: string; content: string; isCloseable: boolean };
  /** The mode of a first visit; the system preference is never consulted (the spec). */
  colorMode: { defaultMode: "light" | "dark" };
  /**
   * "Edit this page" at a doc's foot: this URL followed by the doc's path under the
   * content folder (`docs/concepts/tasks.md`); null shows no link. A doc's front matter
   * `custom_edit_url` (a URL, or null for none) overrides it.
   */
  editUrl: string | null;
  /**
   * A cut docs version's "Edit this page" leads to the current docs' file (`docs/…`) instead
   * of its own (`versioned_docs/version-1.2/…`), as Docusaurus's `editCurrentVersion`.
   */
  editCurrentVersion: boolean;
  /** "Last updated on DATE by AUTHOR" at a doc's foot, from git or the doc's `last_update`. */
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** The social card (og:image) of a page without an `image` of its own: a file under site/static, and its size in pixels. */
  image: { src: string; width: number; height: number };
  /**
   * What a broken link or anchor does to the build: "warn" (the spec's default) or "throw"
   * (the build fails, listing every one). `bazel build --define=broken_links=throw` overrides it.
   */
  onBrokenLinks: "warn" | "throw";
  // `/llms.txt` and each doc as Markdown at its route plus `.md` are docs_site's `llms_txt`
  // (the root BUILD.bazel): they decide which files the build declares, before any code runs.
}

// The source repository: the navbar's GitHub link is made from these.
const organizationName = "projen";
const projectName = "projen";

export const siteConfig: SiteConfig = {
  title: "projen",
  tagline: "Define and maintain complex project configuration through code.",
  favicon: "/img/favicon.svg",
  url: "https://projen.io",
  baseUrl: "/",
  organizationName,
  projectName,
  i18n: {
    defaultLocale: "en",
    localeConfigs: { en: { direction: "ltr" } },
  },
  noIndex: false,
  titleDelimiter: "|",
  navbar: {
    title: "projen",
    items: [
      { type: "docSidebar", label: "Docs", to: "/docs/introduction/", sidebarId: "docs", position: "left" },
      { type: "docSidebar", label: "API Reference", to: "/docs/api/projen", sidebarId: "api", position: "left" },
      { type: "docsVersionDropdown", position: "right" },
      {
        type: "link",
        label: "GitHub",
        href: `https://github.com/${organizationName}/${projectName}`,
        position: "right",
        icon: "github",
      },
    ],
  },
  footer: {
    style: "dark",
    links: [
      { title: "Docs", items: [{ label: "Introduction", href: "/docs/introduction/" }] },
      {
        title: "Community",
        items: [
          { label: "Stack Overflow", href: "https://stackoverflow.com/questions/tagged/projen" },
          // The cdk.dev Slack workspace hosts the #projen channel.
          { label: "Slack", href: "https://cdk.dev" },
        ],
      },
    ],
    copyright: "Copyright © 2025 projen contributors. Built with a Bazel pipeline and React.",
  },
  announcementBar: {
    id: "getting-started-2025",
    content:
      'New to projen? <a href="/docs/introduction/getting-started">Get started</a> and have a project synthesized in minutes.',
    isCloseable: true,
  },
  colorMode: { defaultMode: "light" },
  // The docs' sources mirror projen's own docs folder: edits go to the projen repository.
  editUrl: `https://github.com/${organizationName}/${projectName}/edit/main/`,
  editCurrentVersion: false,
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  image: { src: "/img/social-card.png", width: 1200, height: 630 },
  onBrokenLinks: "warn",
  // Search is configured where it runs: its contexts in contracts/searchIndex.ts, the
  // dropdown's 8 results and 50-character snippets in indexer/engine/present.ts.
};
