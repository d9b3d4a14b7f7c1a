/**
 * System B, Docusaurus 3: installed from the npm registry into a scratch folder (never a
 * dependency of the project), one site folder per N holding a copy of the corpus's docs.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measureOf, type BuildMeasure } from "./buildMeasure";
import { cleanEnv } from "./childEnv";
import type { Corpus } from "./corpus";
import { docusaurusConfigJs, HOME_PAGE_MD, installPackageJson, SIDEBARS_JS, sitePackageJson } from "./docusaurusConfig";
import { timedRun } from "./timedRun";

export const DOCUSAURUS_PACKAGES = [
  "@docusaurus/core",
  "@docusaurus/preset-classic",
  "@docusaurus/faster",
  "@easyops-cn/docusaurus-search-local",
];

/**
 * preset-classic 3.10.2 pulls @docsearch/react 4.7.1, whose @docsearch/core 4.7.1 the
 * registry does not have, so `npm install` fails; 4.7.0 installs.
 */
export const INSTALL_OVERRIDES = { "@docsearch/react": "4.7.0" };

function npm(args: string[], cwd: string): string {
  const result = spawnSync("npm", args, { cwd, env: cleanEnv(), encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

export class DocusaurusInstall {
  readonly dir: string;
  versions: Record<string, string> = {};

  constructor(scratch: string) {
    this.dir = join(scratch, "docusaurus");
  }

  /** The latest release of each package, and React 19 beside it; installs only when that set changed. */
  ensure(log: (line: string) => void): void {
    mkdirSync(this.dir, { recursive: true });
    for (const name of DOCUSAURUS_PACKAGES) this.versions[name] = npm(["view", name, "version"], this.dir);
    const dependencies = { ...this.versions, react: "^19.0.0", "react-dom": "^19.0.0" };
    const wanted = installPackageJson(dependencies, INSTALL_OVERRIDES);
    const file = join(this.dir, "package.json");
    const current = existsSync(file) ? readFileSync(file, "utf8") : "";
    if (current === wanted && existsSync(join(this.dir, "node_modules", "@docusaurus", "core"))) {
      log(`Docusaurus ${this.versions["@docusaurus/core"]} already installed in ${this.dir}`);
      return;
    }
    writeFileSync(file, wanted);
    log(`Installing Docusaurus ${this.versions["@docusaurus/core"]} into ${this.dir} (npm install)…`);
    npm(["install", "--no-audit", "--no-fund", "--loglevel=error"], this.dir);
  }

  get cli(): string {
    return join(this.dir, "node_modules", "@docusaurus", "core", "bin", "docusaurus.mjs");
  }
}

/** What a versioned Docusaurus site holds beside its config (D1 of the versions design). */
const VERSIONED_ENTRIES = ["docs", "versioned_docs", "versioned_sidebars", "versions.json"];

export class DocusaurusSite {
  readonly siteDir: string;

  constructor(
    private readonly install: DocusaurusInstall,
    private readonly corpus: Corpus,
    private readonly logDir: string,
    private readonly timeoutMs: number,
  ) {
    this.siteDir = join(install.dir, "sites", corpus.name);
  }

  get buildDir(): string {
    return join(this.siteDir, "build");
  }

  /** What the build generated for its client (route chunk maps, the search plugin's constants). */
  get generatedDir(): string {
    return join(this.siteDir, ".docusaurus");
  }

  /** The site's copy of a corpus doc (content/docs/x.md → <site>/docs/x.md, so routes match). */
  docFile(docPath: string): string {
    return join(this.siteDir, docPath);
  }

  prepare(): void {
    for (const entry of VERSIONED_ENTRIES) rmSync(join(this.siteDir, entry), { recursive: true, force: true });
    mkdirSync(join(this.siteDir, "src", "pages"), { recursive: true });
    // The same layout as the corpus's content/: docs/, and with versions the folders and file Docusaurus reads them from.
    const versioned = this.corpus.versions > 1;
    for (const entry of versioned ? VERSIONED_ENTRIES : ["docs"])
      cpSync(join(this.corpus.contentDir, entry), join(this.siteDir, entry), { recursive: true });
    writeFileSync(join(this.siteDir, "docusaurus.config.js"), docusaurusConfigJs({ versioned }));
    writeFileSync(join(this.siteDir, "sidebars.js"), SIDEBARS_JS);
    writeFileSync(join(this.siteDir, "package.json"), sitePackageJson(this.corpus.name));
    writeFileSync(join(this.siteDir, "src", "pages", "index.md"), HOME_PAGE_MD);
  }

  async build(name: string): Promise<BuildMeasure> {
    const tag = `docusaurus-${this.corpus.name}-${name}`;
    const result = await timedRun({
      command: process.execPath,
      args: [this.install.cli, "build"],
      cwd: this.siteDir,
      env: cleanEnv(),
      logFile: join(this.logDir, tag + ".log"),
      timeoutMs: this.timeoutMs,
    });
    return measureOf(result);
  }

  /** No build output, no generated files and no Rspack persistent cache. */
  async cold(name: string): Promise<BuildMeasure> {
    for (const dir of ["build", ".docusaurus", join("node_modules", ".cache")])
      rmSync(join(this.siteDir, dir), { recursive: true, force: true });
    return this.build(name);
  }
}
