import { Component, type ReactNode } from 'react';
import { useRetryWhenOnline } from '../use-retry-when-online';

/** The fallback while the carousel's code could not load: what stood in its place, and a retry once online. */
function Failed({ fallback, onRetry }: { fallback: ReactNode; onRetry: () => void }) {
  useRetryWhenOnline(true, onRetry);
  return <>{fallback}</>;
}

/**
 * The carousel is a courtesy: when its code cannot load (the phone went offline before the customer
 * scrolled to it), its still bar stays and the screen around it too, instead of the screen's error
 * page; it tries again once the browser is online (docs/resilience.md, "Offline").
 */
export class CarouselBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Failed fallback={this.props.fallback} onRetry={() => this.setState({ failed: false })} />;
  }
}
