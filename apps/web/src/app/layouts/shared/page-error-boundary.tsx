import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails inside a layout (most often its code could not be downloaded: the
 * server is down, or a new release replaced it), so the header and menu stay and the shopper
 * can retry. The layout keys it by path: going to another page starts afresh. React keeps a
 * failed lazy import, so Retry reloads the page.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
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
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-6">
        <h1 className="text-lg font-semibold">This page could not be loaded.</h1>
        <p className="text-muted-foreground">Check your connection, then try again.</p>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </div>
    );
  }
}
