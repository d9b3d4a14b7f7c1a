/**
 * The /search page's state, which lives in its URL (searchPageQuery.ts), rewritten with
 * history.replace as the reader types or picks a context. The prerendered page has no
 * query: parameters are read only after hydration, so the server markup and the first
 * client render match.
 */
import { useSearchParams } from "react-router-dom";
import { useHasHydrated } from "../theme/hydration";
import { searchPageQueryOf } from "./searchPageQuery";

export function useSearchPageParams() {
  const hydrated = useHasHydrated();
  const [params, setParams] = useSearchParams();

  const update = (name: "q" | "ctx", value: string) => {
    const next = new URLSearchParams(params);
    if (name === "q" && value === "") next.delete("q");
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  const read = hydrated ? params : new URLSearchParams();
  // `version` as written, for messages about it.
  return { hydrated, ...searchPageQueryOf(read), version: read.get("version"), update };
}
