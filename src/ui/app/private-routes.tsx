import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { RequirePermissions } from "./require-permissions.tsx";
import { RequireSession } from "./require-session.tsx";

/**
 * The private area of issue 4 (spec section 2). One layout route holds the session gate and
 * the private frame; each page is behind RequirePermissions, which asks core's route table
 * (routeAccess) about the current path, so this file names no permission itself.
 *
 * The frame and the pages are loaded on first use: someone on the sign-in page downloads none
 * of the menus, the drawer or the dashboard.
 */

function guarded(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <RequirePermissions>
            <Page />
          </RequirePermissions>
        ),
      };
    },
  };
}

export const privateRoutes: RouteObject[] = [
  {
    hydrateFallbackElement: <LoadingScreen />,
    lazy: async () => {
      const { PrivateLayout } = await import("../layouts/private-layout.tsx");
      return {
        element: (
          <RequireSession>
            <PrivateLayout />
          </RequireSession>
        ),
      };
    },
    children: [
      { path: "/", element: <Navigate to="/dashboard" replace /> },
      guarded("/dashboard", () =>
        import("../features/dashboard/dashboard-page.tsx").then((m) => m.DashboardPage),
      ),
      guarded("/notifications", () =>
        import("../features/notifications/notifications-page.tsx").then((m) => m.NotificationsPage),
      ),
      guarded("/notifications/history", () =>
        import("../features/notifications/notification-history-page.tsx").then(
          (m) => m.NotificationHistoryPage,
        ),
      ),
      {
        path: "/impersonation",
        element: (
          <RequirePermissions>
            <Navigate to="/impersonation/user-impersonation" replace />
          </RequirePermissions>
        ),
      },
      guarded("/impersonation/user-impersonation", () =>
        import("../features/impersonation/user-impersonation-page.tsx").then(
          (m) => m.UserImpersonationPage,
        ),
      ),
      guarded("/changelogs", () =>
        import("../features/changelog/changelog-page.tsx").then((m) => m.ChangelogPage),
      ),
    ],
  },
];
