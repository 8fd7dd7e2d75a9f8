import { readFile } from "node:fs/promises";
import { ACCOUNTS } from "./harness/accounts.ts";
import { signInByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";
import { pdfText } from "./harness/services.ts";

/**
 * Credit notes (issue 47): Globex disputes its open invoice, the provider's staff resolve the
 * dispute with a credit through the API (there is no staff screen), and Globex's administrator
 * finds the credit note under the invoices, on the invoice with the resolution, and reads its
 * PDF. Only this spec disputes a Globex invoice (billing.spec.ts disputes Acme's overdue one).
 */

const REASON = "Four days without service in the month.";
const NOTE = "Credited four days of the port's charge.";

test.describe("credit notes", () => {
  test("staff credit a dispute; the customer finds the credit note and reads its PDF", async ({
    page,
    request,
  }) => {
    const globex = await signInByApi(request, ACCOUNTS.globexAdmin);
    const asGlobex = { authorization: `Bearer ${globex.access}` };
    const open = await request.get("/v2/invoices?status=open&limit=1", { headers: asGlobex });
    const [invoice] = ((await open.json()) as { results: { id: string; number: string }[] })
      .results;
    if (invoice === undefined) throw new Error("Globex has no open invoice");
    const disputed = await request.post(`/v2/invoices/${invoice.id}/dispute`, {
      headers: asGlobex,
      data: { reason: REASON },
    });
    expect(disputed.status(), await disputed.text()).toBe(201);

    const staff = await signInByApi(request, ACCOUNTS.staff);
    const resolved = await request.post(`/v2/invoices/${invoice.id}/dispute/resolution`, {
      headers: { authorization: `Bearer ${staff.access}` },
      data: { outcome: "credited", credited_amount: "50.00", note: NOTE },
    });
    expect(resolved.status(), await resolved.text()).toBe(200);
    const [credit] = ((await resolved.json()) as { credit_notes: { number: string }[] })
      .credit_notes;
    if (credit === undefined) throw new Error("no credit note issued");

    // Listed under the invoices, told apart by its badge, crediting 50.00 + 19 % VAT.
    await resumeSession(page, ACCOUNTS.globexAdmin, "/billing/invoices");
    const notes = page.getByRole("table", { name: "Credit notes" });
    const row = notes.getByRole("row").filter({ hasText: credit.number });
    await expect(row).toContainText("Credit note");
    await expect(row).toContainText(invoice.number);
    await expect(row).toContainText("−€59.50");

    await row.getByRole("link", { name: invoice.number }).click();
    await expect(page).toHaveURL(new RegExp(`/billing/invoices/${invoice.id}$`));
    const dispute = page.getByRole("region", { name: "Dispute" });
    await expect(dispute).toContainText("Resolved with a credit");
    await expect(dispute).toContainText(NOTE);
    // The dispute named every line (no line was chosen): each now says how it ended.
    const charges = page.getByRole("table", { name: "Charges" });
    await expect(charges).toContainText("Credited");
    await expect(charges).not.toContainText("Disputed");
    await expect(page.getByRole("region", { name: "Totals" })).toContainText(
      `Credit note ${credit.number}`,
    );

    const card = page.getByRole("region", { name: "Credit notes" });
    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: `Download ${credit.number}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${credit.number}.pdf`);
    const text = (await pdfText(await readFile(await download.path()))).split("\n");
    expect(text).toContain(`Credit note ${credit.number}`);
    expect(text[text.indexOf("Credits invoice") + 1]).toBe(invoice.number);
    expect(text).toContain(NOTE);
    expect(text[text.indexOf("Total credited") + 1]).toBe("€59.50");
  });
});
