import { Component, type ReactNode } from 'react';
import { UI_MESSAGES } from '@attire/contract';
import { pageReload, reloadOnceIfChunkFailed } from './stale-chunks';

interface Props {
  children: ReactNode;
  /** What shows in place of the children once they failed (null: nothing); a reload by default. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches render failures, including a chunk that cannot be downloaded after a new release,
 * and shows the fallback instead of a blank screen. A chunk that failed reloads the page once
 * (stale-chunks.ts); the fallback stays if it fails again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  // React logs the error itself (createRoot's default onCaughtError).
  override componentDidCatch(error: Error) {
    reloadOnceIfChunkFailed(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div
        role="alert"
        className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 p-6"
      >
        <p className="text-lg font-semibold">{UI_MESSAGES.somethingWentWrong}</p>
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
          onClick={pageReload.run}
        >
          Reload the page
        </button>
      </div>
    );
  }
}
