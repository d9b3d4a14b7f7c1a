/**
 * Above an old or unreleased version's doc: what it is (Docusaurus's words) and a link to the
 * same doc in the latest version. The link is first the latest version's first doc, valid
 * without JS; once the latest version's ids file is fetched (when the browser is idle), it leads
 * to the doc with this doc's id there, if the latest version has it. Following it makes the
 * latest version the preferred one.
 */
import { useEffect } from "react";
import type { ManifestDoc } from "../../../contracts/data";
import { siteConfig } from "../../config";
import { useSite } from "../../app/SiteContext";
import { whenIdle } from "../../lib/idle";
import { useDocsVersions, usePreferredDocsVersion } from "../../versions/DocsVersions";
import { Link } from "../Link/Link";

export function DocVersionBanner({ doc }: { doc: ManifestDoc }) {
  const version = useSite().index.manifest.version;
  const { routes, want } = useDocsVersions();
  const [, savePreferred] = usePreferredDocsVersion();
  const latest = version.banner ? version.latest : undefined;
  useEffect(() => (latest ? whenIdle(() => want(doc.id, [latest.name])) : undefined), [latest, want, doc.id]);
  if (!version.banner || !latest) return null;
  const counterpart = doc.id === undefined ? undefined : routes.get(latest.name)?.get(doc.id);
  const what =
    version.banner === "unreleased"
      ? `This is unreleased documentation for ${siteConfig.title} ${version.label} version.`
      : `This is documentation for ${siteConfig.title} ${version.label}, which is no longer actively maintained.`;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>{what}</div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{" "}
        <b>
          <Link href={counterpart ?? latest.mainDocRoute} onClick={() => savePreferred(latest.name)}>
            latest version
          </Link>
        </b>{" "}
        ({latest.label}).
      </div>
    </div>
  );
}

/** "Version: <label>" under the breadcrumbs, on a site with more than one version. */
export function DocVersionBadge() {
  const version = useSite().index.manifest.version;
  if (!version.badge) return null;
  return <span className="theme-doc-version-badge badge badge--secondary">Version: {version.label}</span>;
}
