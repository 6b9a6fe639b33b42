import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override componentDidUpdate(prev: BoundaryProps) {
    // Navigating elsewhere leaves the error page.
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ error: undefined, failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteErrorPage in place of a page that throws while rendering or whose chunk fails to load. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
