import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "./render-app.tsx";

describe("public pages", () => {
  it("shows the sign-in form with labelled fields and the page title", async () => {
    renderAt("/sign-in");
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Sign in"));
  });

  it("keeps what the user typed in the sign-in form", async () => {
    renderAt("/sign-in");
    const user = userEvent.setup();
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    await user.type(email, "admin@acme.test");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(email.value).toBe("admin@acme.test");
  });

  it("uses the configured product name in the title and the footer", async () => {
    renderAt("/sign-in", { productName: "Northwind" });
    await waitFor(() => expect(document.title).toBe("Northwind Portal | Sign in"));
    expect(screen.getByRole("contentinfo").textContent).toContain(
      `© ${new Date().getFullYear()} Northwind`,
    );
  });

  it("links the footer to the configured legal pages", () => {
    renderAt("/sign-in", { legalLinks: { terms: "https://example.test/terms" } });
    expect(screen.getByRole("link", { name: "Terms of use" }).getAttribute("href")).toBe(
      "https://example.test/terms",
    );
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe(
      "/legal/privacy",
    );
    expect(screen.getByRole("link", { name: "Cookie policy" }).getAttribute("href")).toBe(
      "/legal/cookies",
    );
  });

  it.each(["/not-found", "/does/not/exist", "/billingz"])("shows not found at %s", async (path) => {
    renderAt(path);
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Page not found"));
  });

  it("sends the home page to sign-in while there is no session", () => {
    const { router } = renderAt("/");
    expect(router.state.location.pathname).toBe("/sign-in");
  });
});
