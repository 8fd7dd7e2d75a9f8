import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/**
 * The reference of `npm run bench:lighthouse`: the least a React page can be. React and
 * ReactDOM, rendering a sign-in card like the portal's (a heading, a sentence, two fields, a
 * button) with inline styles, nothing else. The portal's first screen is measured against it
 * in the same run, so the ratio holds on a noisy machine where absolute times do not.
 */
function SignInCard() {
  return (
    <main style={{ maxWidth: 420, margin: "64px auto", padding: 24, fontFamily: "system-ui" }}>
      <h1 style={{ fontSize: 28, margin: "0 0 8px" }}>Sign in</h1>
      <p style={{ margin: "0 0 24px", color: "#475569" }}>
        Sign in to see and order services, follow maintenances and open support tickets.
      </p>
      <form style={{ display: "grid", gap: 16 }} onSubmit={(event) => event.preventDefault()}>
        <label style={{ display: "grid", gap: 4 }}>
          Email
          <input type="email" autoComplete="username" style={{ padding: 8 }} />
        </label>
        <label style={{ display: "grid", gap: 4 }}>
          Password
          <input type="password" autoComplete="current-password" style={{ padding: 8 }} />
        </label>
        <button type="submit" style={{ padding: 10 }}>
          Sign in
        </button>
      </form>
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SignInCard />
    </StrictMode>,
  );
}
