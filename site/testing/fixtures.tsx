/** A small site to test with: a manifest with two sidebars, pages, and providers around a component. */
// First: some site modules look for a window once, when they load.
import "./dom";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { NO_NAVIGATION_SERVICES, type RouteComponents, type SiteValue } from "../app/SiteContext";
import { SiteProviders } from "../app/SiteProviders";
import type { AssetList, PageData, SiteManifest } from "../../contracts/data";
import { indexManifest } from "../lib/routeMatch";
import { serverRouteComponents } from "../server/routeComponents";

export const manifest: SiteManifest = {
  version: { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/introduction/" },
  docs: [
    { route: "/docs/introduction/", title: "Introduction", source: "docs/introduction/index.md", sidebar: "docs" },
    { route: "/docs/introduction/getting-started", title: "Getting started", source: "docs/introduction/getting-started.md", sidebar: "docs" },
    { route: "/docs/concepts/projects/", title: "Projects", source: "docs/concepts/projects/index.md", sidebar: "docs" },
    { route: "/docs/concepts/tasks", title: "Tasks", source: "docs/concepts/tasks.md", sidebar: "docs" },
    { route: "/docs/faq/", title: "FAQ", source: "docs/faq/index.md", sidebar: "docs" },
    { route: "/docs/api/projen", title: "projen", source: "api/projen.md", sidebar: "api" },
    { route: "/docs/api/github", title: "github", source: "api/github.md", sidebar: "api" },
  ],
  sidebars: {
    docs: [
      {
        type: "category",
        label: "Introduction",
        href: "/docs/introduction/",
        collapsed: false,
        items: [{ type: "link", label: "Getting started", href: "/docs/introduction/getting-started" }],
      },
      {
        type: "category",
        label: "Concepts",
        collapsed: true,
        items: [
          { type: "link", label: "Projects", href: "/docs/concepts/projects/" },
          { type: "link", label: "Tasks", href: "/docs/concepts/tasks" },
        ],
      },
      { type: "link", label: "FAQ", href: "/docs/faq/" },
    ],
    api: [
      { type: "link", label: "projen", href: "/docs/api/projen" },
      { type: "link", label: "github", href: "/docs/api/github" },
    ],
  },
};

export const assets: AssetList = {
  entry: "/assets/main-ABC.js",
  preload: ["/assets/chunks/chunk-1.js"],
  css: ["/assets/main-DEF.css"],
  worker: "/assets/search-worker-GHI.js",
};

export function pageOf(route: string, title: string, html = `<p>About ${title}.</p>`): PageData {
  return {
    route,
    title,
    description: `All about ${title}.`,
    html,
    toc: [
      { id: "first", text: "First", level: 2 },
      { id: "detail", text: "Detail", level: 3 },
      { id: "second", text: "Second", level: 2 },
    ],
    hideTableOfContents: false,
  };
}

export function siteValue(routes: RouteComponents = serverRouteComponents): SiteValue {
  return { index: indexManifest(manifest), workerUrl: assets.worker, routes, navigation: NO_NAVIGATION_SERVICES };
}

/** Wraps `children` in a memory router at `path` and the site's providers. */
export function withSite(children: ReactNode, path = "/"): ReactNode {
  return (
    <MemoryRouter initialEntries={[path]}>
      <SiteProviders site={siteValue()}>{children}</SiteProviders>
    </MemoryRouter>
  );
}
