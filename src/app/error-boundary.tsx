import { Component, type ContextType, type ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { PortalContext } from '../runtime/portal-context';
import { ChunkError } from '../ui/lazy-retry';

interface Props {
  children: ReactNode;
  /** What to show instead of the children once they threw. */
  fallback: (status: number, reset: () => void) => ReactNode;
  /** Clears the error when this changes (e.g. the route). */
  resetKey?: unknown;
  /** What it guards is a courtesy the portal carries on without (the toasts): the host hears `recovered`. */
  courtesy?: boolean;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/** Each layout has an error screen. A thrown ApiError keeps its HTTP status. */
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = PortalContext;
  declare context: ContextType<typeof PortalContext>;
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    // The screen says what happened; the console keeps the cause for whoever debugs it
    // (ApiError messages never carry tokens or payloads).
    console.error('[portal-cliente]', error);
    // A failed call was told to the host where it failed (the runtime's API client).
    if (error instanceof ApiError) return;
    const chunk = error instanceof ChunkError;
    this.context?.reportError({
      kind: chunk ? 'chunk' : 'data',
      message: chunk ? 'load failed' : 'render failed',
      recovered: Boolean(this.props.courtesy),
    });
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const status = error instanceof ApiError && error.status && error.status >= 400 ? error.status : 500;
    return this.props.fallback(status, () => this.setState({ error: undefined }));
  }
}
