/** The server's page components: plain static imports, so renderToString never suspends. */
import type { RouteComponents } from "../app/SiteContext";
import { DocPage } from "../routes/DocPage";
import { HomePage } from "../routes/HomePage";
import { NotFoundPage } from "../routes/NotFoundPage";
import { SearchPage } from "../search/SearchPage";

export const serverRouteComponents: RouteComponents = { DocPage, HomePage, SearchPage, NotFoundPage };
