/**
 * A page component in its own chunk. `preload()` fetches the chunk (navigation waits for
 * it, so pages swap without a loading state); once loaded the component renders
 * synchronously, which also lets hydration reuse the server's markup. If the chunk fails
 * to load at render time, the reader sees the error and a "Retry" button.
 */
import { useEffect, useState, type ComponentType } from "react";
import { ChunkLoadError, DelayedSpinner } from "../components/ErrorBoundary/ChunkLoadError";

export type LazyRoute<P extends object> = ComponentType<P> & {
  preload(): Promise<ComponentType<P>>;
  /** The component, once its chunk has loaded. */
  loaded(): ComponentType<P> | undefined;
};

/**
 * How long a chunk may take before the reader is told: a request that hangs would
 * otherwise leave navigation waiting, or a spinner, for ever.
 */
export const CHUNK_TIMEOUT_MS = 8_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading the page's code timed out after ${ms / 1000} s`);
    this.name = "ChunkTimeoutError";
  }
}

export function lazyRoute<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyRoute<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const preload = () => {
    pending ??= new Promise<ComponentType<P>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
      // A chunk that arrives after the timeout is still kept, so that Retry finds it.
      load()
        .then(
          (loaded) => resolve((component = loaded)),
          (error: unknown) => reject(error),
        )
        .finally(() => clearTimeout(timer));
    }).catch((error: unknown) => {
      pending = undefined; // the next attempt loads again
      throw error;
    });
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: one component per route, made once when the route table is built
  function Lazy(props: P) {
    const [error, setError] = useState<unknown>(null);
    const [, setLoadedCount] = useState(0);
    useEffect(() => {
      if (component || error !== null) return;
      let live = true;
      preload().then(
        () => live && setLoadedCount((n) => n + 1),
        (cause: unknown) => live && setError(cause ?? new Error("Loading failed")),
      );
      return () => {
        live = false;
      };
    }, [error]);
    if (component) {
      const Component = component;
      return <Component {...props} />;
    }
    if (error !== null) return <ChunkLoadError error={error} retry={() => setError(null)} />;
    return <DelayedSpinner />;
  }

  return Object.assign(Lazy, { preload, loaded: () => component });
}
