/**
 * Error boundaries. They only act in the browser: on the server a render error fails the
 * prerender, which is what a build should do.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../app/domIds";
import { useDisplayedPage } from "../../app/SiteContext";
import { errorChainText } from "../../lib/errors";

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown, tryAgain: () => void) => ReactNode;
  /** When one of these changes (e.g. the pathname), a caught error is cleared. */
  resetKeys?: readonly unknown[];
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface BoundaryState {
  error: { value: unknown } | null;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: { value: error } };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  componentDidUpdate(previous: BoundaryProps): void {
    const before = previous.resetKeys ?? [];
    const now = this.props.resetKeys ?? [];
    const changed = before.length !== now.length || now.some((key, i) => !Object.is(key, before[i]));
    if (this.state.error && changed) this.setState({ error: null });
  }

  tryAgain = (): void => this.setState({ error: null });

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error.value, this.tryAgain) : this.props.children;
  }
}

export function CrashContent({ title, error, tryAgain }: { title: string; error: unknown; tryAgain: () => void }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container crash-page">
      <h1>{title}</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <hr />
      <p className="crash-page__error">{errorChainText(error)}</p>
    </main>
  );
}

/**
 * Inside the layout: the navbar and footer stay, the main area shows the crash. On a doc,
 * "Try again" fetches the doc's data afresh first (bad data is the usual cause) and the
 * boundary clears once it is there; elsewhere it renders again at once.
 */
export function LayoutErrorBoundary({ children, pathname }: { children: ReactNode; pathname: string }) {
  const displayed = useDisplayedPage();
  return (
    <ErrorBoundary
      resetKeys={[pathname, displayed.page, displayed.error]}
      fallback={(error, tryAgain) => (
        <CrashContent
          title="This page crashed."
          error={error}
          tryAgain={displayed.page ? displayed.refetch : tryAgain}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * Gives a render error the context of where it happened: the error shown is `message`,
 * with the original as its cause. It passes on to the next boundary up.
 */
export function ErrorContext({ message, children }: { message: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        throw new Error(message, { cause: error });
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
