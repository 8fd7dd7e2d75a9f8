import { Navigate, type RouteObject } from "react-router-dom";
import { SignInPage } from "../features/auth/sign-in-page.tsx";
import { NotFoundPage } from "../features/system/not-found-page.tsx";
import { PublicLayout } from "../layouts/public-layout.tsx";

/**
 * The route table. Public pages share the plain layout; any unknown path shows not found.
 * Until the session guard exists, the private home sends visitors to sign-in.
 */
export const routes: RouteObject[] = [
  { path: "/", element: <Navigate to="/sign-in" replace /> },
  {
    element: <PublicLayout />,
    children: [
      { path: "/sign-in", element: <SignInPage /> },
      { path: "/not-found", element: <NotFoundPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
