/** The providers every render needs, on the server and in the browser. */
import type { ReactNode } from "react";
import { ColorModeProvider } from "../theme/colorMode";
import { useMarkDocumentHydrated } from "../theme/hydration";
import { DocsVersionsProvider } from "../versions/DocsVersions";
import { SiteProvider, type SiteValue } from "./SiteContext";

function HydrationMarker() {
  useMarkDocumentHydrated();
  return null;
}

export function SiteProviders({ site, children }: { site: SiteValue; children: ReactNode }) {
  return (
    <SiteProvider value={site}>
      <DocsVersionsProvider>
        <ColorModeProvider>
          <HydrationMarker />
          {children}
        </ColorModeProvider>
      </DocsVersionsProvider>
    </SiteProvider>
  );
}
