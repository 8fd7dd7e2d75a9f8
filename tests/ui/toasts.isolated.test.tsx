import { act, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from "../../src/core/constants.ts";
import { ToastRegion } from "../../src/ui/components/toast-region.tsx";
import { createPortalToaster, type PortalToaster } from "../../src/ui/components/toaster.ts";

// Ark's toasts time themselves with animation frames and performance.now().
const CLOCKS = [
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "performance",
  "Date",
] as const;

let toaster: PortalToaster;

beforeEach(() => {
  toaster = createPortalToaster();
  render(<ToastRegion toaster={toaster} />);
});
afterEach(() => {
  vi.useRealTimers();
});

function shownTitles(): string[] {
  const region = screen.getByRole("region", { name: "Portal messages" });
  return within(region)
    .queryAllByRole("status")
    .filter((toast) => toast.getAttribute("data-state") === "open")
    .map((toast) => toast.querySelector("[data-part=title]")?.textContent ?? "");
}

/** Lets fake time pass, with the promises Ark's machines chain in between. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function notify(title: string, type: "success" | "error" | "warning" | "info" = "info") {
  act(() => {
    toaster.create({ type, title, description: `${title} body` });
  });
}

describe("toasts", () => {
  it("shows the title, the body, an icon by variant and a close button", async () => {
    notify("Change currency", "success");
    const toast = await screen.findByRole("status", { name: "Change currency" });
    expect(toast.textContent).toContain("Change currency body");
    expect(toast.getAttribute("data-type")).toBe("success");
    const icon = toast.querySelector("[data-status-icon]");
    expect(icon?.getAttribute("data-status-icon")).toBe("success");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(within(toast).getByRole("button", { name: "Close notification" })).toBeTruthy();
  });

  it.each(["success", "error", "warning", "info"] as const)("has a %s icon", async (type) => {
    notify(`A ${type}`, type);
    const toast = await screen.findByRole("status", { name: `A ${type}` });
    expect(toast.querySelector("[data-status-icon]")?.getAttribute("data-status-icon")).toBe(type);
  });

  it(`shows at most ${TOAST_MAX_VISIBLE} at once; the next waits for a free place`, async () => {
    // On the toasts' own clock: a loaded machine must not let the first toast hide by itself
    // (after TOAST_AUTO_HIDE_MS) before the close below is what frees its place.
    vi.useFakeTimers({ toFake: [...CLOCKS] });
    for (const title of ["One", "Two", "Three", "Four"]) notify(title);
    await elapse(100);
    expect([...shownTitles()].sort()).toEqual(["One", "Three", "Two"]);
    expect(shownTitles()).toHaveLength(TOAST_MAX_VISIBLE);
    expect(screen.queryByRole("status", { name: "Four" })).toBeNull();

    const first = screen.getByRole("status", { name: "One" });
    act(() => within(first).getByRole("button", { name: "Close notification" }).click());
    // Ark lets a closed toast fade out before it gives its place away.
    await elapse(1000);
    expect(shownTitles()).toContain("Four");
    expect(shownTitles()).not.toContain("One");
  });

  it("never shows the same notice twice at once", async () => {
    notify("Refresh token", "error");
    notify("Refresh token", "error");
    notify("Refresh token", "error");
    await screen.findByRole("status", { name: "Refresh token" });
    expect(shownTitles()).toEqual(["Refresh token"]);
    // Same words with another body are another notice.
    act(() => {
      toaster.create({ type: "error", title: "Refresh token", description: "Other" });
    });
    expect(screen.getAllByRole("status", { name: "Refresh token" })).toHaveLength(2);
  });

  it("shows a notice again once every toast was removed, queued ones included", async () => {
    for (const title of ["One", "Two", "Three", "Four"]) notify(title);
    await screen.findByRole("status", { name: "Three" });
    act(() => toaster.remove());
    await waitFor(() => expect(screen.queryByRole("status", { name: "One" })).toBeNull());
    notify("Four");
    expect(await screen.findByRole("status", { name: "Four" })).toBeTruthy();
  });

  it(`hides each toast after ${TOAST_AUTO_HIDE_MS} ms, and then allows it again`, async () => {
    vi.useFakeTimers({ toFake: [...CLOCKS] });
    notify("Impersonate user", "error");
    await elapse(TOAST_AUTO_HIDE_MS - 200);
    expect(shownTitles()).toEqual(["Impersonate user"]);
    await elapse(400);
    expect(shownTitles()).toEqual([]);
    await elapse(1000);
    expect(screen.queryByRole("status", { name: "Impersonate user" })).toBeNull();

    notify("Impersonate user", "error");
    await elapse(100);
    expect(shownTitles()).toEqual(["Impersonate user"]);
  });
});
