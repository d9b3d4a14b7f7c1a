/**
 * Error boundaries. They only act in the browser: on the server a render error fails the
 * prerender, which is what a build should do.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../app/domIds";
import { errorChainText } from "../../lib/errors";

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown, tryAgain: () => void) => ReactNode;
  /** When this changes (e.g. the pathname), a caught error is cleared. */
  resetKey?: string;
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
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
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

/** Inside the layout: the navbar and footer stay, the main area shows the crash. */
export function LayoutErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error, tryAgain) => <CrashContent title="This page crashed." error={error} tryAgain={tryAgain} />}
    >
      {children}
    </ErrorBoundary>
  );
}
