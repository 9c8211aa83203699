import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface State {
  failed: boolean;
  error: unknown;
}

/** Around the current page (remounted with it): a page that throws, or whose chunk fails, shows RouteError. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
