/**
 * The one route table that the tests of every stage share (the search index, the site,
 * the contracts): guides in a `docs` sidebar with a category that has its own page and one
 * that has not, and an API reference with a nested category.
 */
import type { SiteManifest } from "../data";

export const manifest: SiteManifest = {
  version: { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/introduction/" },
  docs: [
    { route: "/docs/introduction/", title: "Introduction", source: "docs/introduction/index.md", sidebar: "docs" },
    {
      route: "/docs/introduction/getting-started",
      title: "Getting started",
      source: "docs/introduction/getting-started.md",
      sidebar: "docs",
    },
    {
      route: "/docs/concepts/projects/",
      title: "Projects",
      source: "docs/concepts/projects/index.md",
      sidebar: "docs",
    },
    { route: "/docs/concepts/tasks", title: "Tasks", source: "docs/concepts/tasks.md", sidebar: "docs" },
    {
      route: "/docs/concepts/escape-hatches",
      title: "Escape hatches",
      source: "docs/concepts/escape-hatches.md",
      sidebar: "docs",
    },
    { route: "/docs/faq/", title: "FAQ", source: "docs/faq/index.md", sidebar: "docs" },
    { route: "/docs/api/projen", title: "projen", source: "docs/api/projen.md", sidebar: "api" },
    { route: "/docs/api/github", title: "github", source: "docs/api/github.md", sidebar: "api" },
    {
      route: "/docs/api/github.workflows",
      title: "projen.github.workflows",
      source: "docs/api/github.workflows.md",
      sidebar: "api",
    },
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
          { type: "link", label: "Escape hatches", href: "/docs/concepts/escape-hatches" },
        ],
      },
      { type: "link", label: "FAQ", href: "/docs/faq/" },
    ],
    api: [
      { type: "link", label: "projen", href: "/docs/api/projen" },
      { type: "link", label: "github", href: "/docs/api/github" },
      {
        type: "category",
        label: "Submodules",
        collapsed: false,
        items: [{ type: "link", label: "github.workflows", href: "/docs/api/github.workflows" }],
      },
    ],
  },
};
