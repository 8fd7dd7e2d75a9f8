import { Component, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { RouteErrorPage } from "../features/system/error-page.tsx";

interface BoundaryProps {
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: unknown;
  readonly resetKey: string;
}

/** React's error boundaries are classes; this one shows the error page for what it caught. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("A page failed to render.") };
  }

  // Another page clears the error: the user can leave a broken page by navigating.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}

/**
 * A page that throws while rendering, or whose code cannot be fetched, shows the error page in
 * the public frame instead of a blank screen; going to another address recovers.
 */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
