import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./harness/axe.ts";

/**
 * The accessibility specs are only as good as their scan (harness/axe.ts): it must report a
 * serious violation in the page, in a same-origin frame, and again when the same document is
 * scanned a second time (axe is put into a document once). The pages are made up here, on an
 * address the browser never sends out.
 */

const ORIGIN = "http://axe-check.invalid";
const PAGES: Record<string, string> = {
  "/": `<html lang="en"><head><title>Outer</title></head><body><main><h1>Outer</h1>
    <iframe src="/inner" title="Inner"></iframe></main></body></html>`,
  "/inner": `<html lang="en"><head><title>Inner</title></head><body><main>
    <button></button></main></body></html>`,
  "/clean": `<html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1>
    <button>Save</button></main></body></html>`,
};

test.beforeEach(async ({ page }) => {
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: PAGES[new URL(route.request().url()).pathname] ?? "",
    }),
  );
});

test("the scan reports a violation inside a frame, on every scan of the document", async ({
  page,
}) => {
  await page.goto(`${ORIGIN}/`);
  await expect(page.frameLocator("iframe").locator("button")).toBeAttached();
  for (const scan of ["first", "second"]) {
    const failure = await expectNoSeriousViolations(page, `${scan} scan`).then(
      () => undefined,
      (error: unknown) => String(error),
    );
    // The rule, and the node's selector: the frame, then the button inside it.
    expect(failure, `${scan} scan`).toContain("button-name");
    expect(failure, `${scan} scan`).toContain("iframe button");
  }
});

test("the scan passes a page without violations", async ({ page }) => {
  await page.goto(`${ORIGIN}/clean`);
  await expectNoSeriousViolations(page, "a clean page");
});
