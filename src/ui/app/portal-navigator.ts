/**
 * How the portal's actors move the user (the session after a sign-in, a sign-out, an
 * impersonation swap) without holding the router: main.tsx hands `navigate` to the portal,
 * and NavigationBridge, rendered inside the router, connects it to React Router's navigate.
 * A navigation asked for before the router is on screen is kept and done on connection.
 */
export interface PortalNavigator {
  navigate(to: string): void;
  /** Connects the router's navigate; returns the disconnection. */
  connect(navigate: (to: string) => void): () => void;
}

export function createPortalNavigator(): PortalNavigator {
  let target: ((to: string) => void) | undefined;
  let pending: string | undefined;
  return {
    navigate(to) {
      if (target === undefined) pending = to;
      else target(to);
    },
    connect(navigate) {
      target = navigate;
      if (pending !== undefined) {
        const to = pending;
        pending = undefined;
        navigate(to);
      }
      return () => {
        if (target === navigate) target = undefined;
      };
    },
  };
}
