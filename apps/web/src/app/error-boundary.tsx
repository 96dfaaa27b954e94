import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UI_MESSAGES } from '@attire/contract';

interface Props {
  children: ReactNode;
  /** What shows in place of the children once they failed; a reload by default. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches render failures, including a page chunk that cannot be downloaded after a new
 * release, and shows the fallback instead of a blank screen.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback ?? (
        <div
          role="alert"
          className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 p-6"
        >
          <p className="text-lg font-semibold">{UI_MESSAGES.somethingWentWrong}</p>
          <button
            type="button"
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        </div>
      )
    );
  }
}
