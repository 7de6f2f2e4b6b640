import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** What to show instead of the failed subtree. */
  fallback: (error: unknown) => ReactNode;
  /** When this changes (e.g. the path), the boundary tries rendering its children again. */
  resetKey?: unknown;
  children: ReactNode;
};

type ErrorBoundaryState = { hasError: boolean; error: unknown; resetKey: unknown };

/** Catches a render error (or a screen whose code failed to load) below it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { hasError: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): ErrorBoundaryState | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Keep a trace for whoever opens the console; the fallback tells the person what to do.
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
