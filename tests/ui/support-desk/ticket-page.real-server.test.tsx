import "../private/harness/dom-stubs.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import {
  accessOf,
  callApi,
  createTicketOverHttp,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "./support-desk-harness.tsx";

// /support/tickets/:id on the real adapters against the real API server. Reading uses the
// demo tickets; writing uses tickets each test makes for itself.
const server = borrowRealServer({ at: "/support" });
let adminAccess = "";

beforeAll(async () => {
  await preloadSupportRoutes();
  adminAccess = await accessOf(server, "admin@acme.test");
}, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

function section(name: string | RegExp): HTMLElement {
  return screen.getByRole("region", { name });
}

function fact(container: HTMLElement, term: string): string {
  const dt = within(container).getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? "";
}

/** The headlines of the activity feed, newest first. */
function activityHeadlines(): string[] {
  const feed = within(section("Activity")).queryByRole("list", { name: "Activity" });
  if (feed === null) return [];
  return within(feed)
    .getAllByRole("article")
    .map((entry) => entry.getAttribute("aria-label") ?? "");
}

async function openTicket(email: string, id: string) {
  const rendered = await renderSupportAt(server, email, `/support/tickets/${id}`);
  await screen.findByRole("heading", { level: 1, name: new RegExp(`^${id}: `) }, SERVER_WAIT);
  return rendered;
}

describe("a ticket", () => {
  it("shows its details, description, activity and followers", async () => {
    await renderSupportAt(server, "admin@acme.test", "/support/tickets/SUP-1030");
    expect(await screen.findByText("Loading the ticket…", {}, SERVER_WAIT)).toBeTruthy();
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "SUP-1030: LON1-LD8 port flapped three times overnight" },
        SERVER_WAIT,
      ),
    ).toBeTruthy();
    expect(document.title).toContain("Ticket SUP-1030");
    const details = section("Details");
    expect(fact(details, "Status")).toBe("Waiting for customer");
    expect(fact(details, "Priority")).toBe("High");
    expect(fact(details, "Request type")).toBe("Technical issue");
    expect(fact(details, "Classification")).toBe("Interface errors or flapping");
    expect(fact(details, "Service")).toBe("LON1-LD8 Port 10G (SVC-10001)");
    expect(fact(details, "Reporter")).toBe("Samuel Stone (support@acme.test)");
    // The request type's own fields, with the values given at creation.
    expect(fact(details, "Business impact")).toBe("Intermittent");
    expect(fact(details, "On-site contact")).toBe("Samuel Stone, +44 20 7946 0144");
    expect(section("Description").textContent).toContain("went down and up three times");

    await waitFor(() => expect(activityHeadlines().length).toBe(3), SERVER_WAIT);
    expect(section("Activity").textContent).toContain("Showing 3 of 3");
    expect(within(section("Activity")).queryByRole("button", { name: "Load more" })).toBeNull();

    const followers = section("Followers (2)");
    const list = await within(followers).findByRole("list", { name: "Followers" }, SERVER_WAIT);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Nadia Novak"), expect.stringContaining("Samuel Stone")]);
    // The admin may write: the steps from "waiting for customer".
    const steps = await within(section("Next steps")).findByRole(
      "list",
      { name: "Next steps" },
      SERVER_WAIT,
    );
    expect(
      within(steps)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Respond", "Mark as resolved"]);
    expect(section("Add a reply")).toBeTruthy();
  });

  it("hides every write action from a view-only user", async () => {
    await openTicket("viewer@acme.test", "SUP-1030");
    await waitFor(() => expect(activityHeadlines().length).toBe(3), SERVER_WAIT);
    const followers = section(/^Followers/);
    await within(followers).findByRole("list", { name: "Followers" }, SERVER_WAIT);
    expect(screen.queryByRole("region", { name: "Add a reply" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Next steps" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Reply" })).toBeNull();
    for (const name of [/^Follow$/, /^Unfollow$/, /Add a colleague/, /^Remove /, /Send reply/]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
  });

  it("loads older activity on request", async () => {
    const id = await createTicketOverHttp(server, adminAccess, "A ticket with a long history");
    for (let number = 1; number <= 12; number++) {
      await callApi(server, adminAccess, `/support/tickets/${id}/comments`, {
        method: "POST",
        body: { body: `Update number ${number}` },
      });
    }
    const { user } = await openTicket("admin@acme.test", id);
    await waitFor(() => expect(activityHeadlines()).toHaveLength(10), SERVER_WAIT);
    const activity = section("Activity");
    expect(activity.textContent).toContain("Showing 10 of 12");
    // Newest first.
    const entries = within(activity).getAllByRole("article");
    expect(entries[0]?.textContent).toContain("Update number 12");
    expect(activity.textContent).not.toContain("Update number 2");

    await user.click(within(activity).getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(activityHeadlines()).toHaveLength(12), SERVER_WAIT);
    expect(activity.textContent).toContain("Showing 12 of 12");
    expect(within(activity).getAllByRole("article").at(-1)?.textContent).toContain(
      "Update number 1",
    );
    expect(within(activity).queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("sends a reply, and asks for one when there is nothing to send", async () => {
    const id = await createTicketOverHttp(server, adminAccess, "A ticket to reply to");
    const { user } = await openTicket("admin@acme.test", id);
    expect(await within(section("Activity")).findByText("No activity yet.", {}, SERVER_WAIT));
    const reply = section("Add a reply");
    await user.click(within(reply).getByRole("button", { name: "Send reply" }));
    expect(within(reply).getByText("Write a reply or attach a file.")).toBeTruthy();

    const box = within(reply).getByRole("textbox", { name: "Reply" }) as HTMLTextAreaElement;
    await user.type(box, "The port has been stable since Tuesday.");
    await user.click(within(reply).getByRole("button", { name: "Send reply" }));
    expect(await within(reply).findByText("Your reply was sent.", {}, SERVER_WAIT)).toBeTruthy();
    expect(box.value).toBe("");
    await waitFor(() => expect(activityHeadlines()).toEqual(["Alice Anders replied"]), SERVER_WAIT);
    expect(section("Activity").textContent).toContain("The port has been stable since Tuesday.");
    const comments = await callApi<{ results: ReadonlyArray<{ body: string }> }>(
      server,
      adminAccess,
      `/support/tickets/${id}/comments`,
    );
    expect(comments.results.map((comment) => comment.body)).toEqual([
      "The port has been stable since Tuesday.",
    ]);
  });

  it("takes a step of the workflow with a comment", async () => {
    const id = await createTicketOverHttp(server, adminAccess, "A ticket to resolve");
    const { user } = await openTicket("admin@acme.test", id);
    const steps = section("Next steps");
    await user.click(
      await within(steps).findByRole("button", { name: "Mark as resolved" }, SERVER_WAIT),
    );
    const form = within(steps).getByRole("form", { name: "Mark as resolved" });
    expect(form.textContent).toContain("The ticket moves to “Resolved”.");
    const comment = within(form).getByRole("textbox", { name: "Comment (optional)" });
    expect(document.activeElement).toBe(comment);
    await user.type(comment, "Fixed on our side.");
    await user.click(within(form).getByRole("button", { name: "Mark as resolved" }));

    await waitFor(() => expect(fact(section("Details"), "Status")).toBe("Resolved"), SERVER_WAIT);
    await waitFor(
      () =>
        expect(
          within(steps)
            .getAllByRole("button")
            .map((button) => button.textContent),
        ).toEqual(["Reopen", "Close"]),
      SERVER_WAIT,
    );
    expect(within(steps).queryByRole("form")).toBeNull();
    await waitFor(
      () =>
        expect(activityHeadlines()).toContain(
          "Alice Anders: Mark as resolved (from Open to Resolved)",
        ),
      SERVER_WAIT,
    );
  });

  it("follows and unfollows, and adds and removes a colleague", async () => {
    const id = await createTicketOverHttp(server, adminAccess, "A ticket to follow");
    const { user } = await openTicket("admin@acme.test", id);
    const followers = () => section(/^Followers \(\d+\)$/);
    const names = () =>
      within(followers())
        .queryAllByRole("listitem")
        .map((item) => item.textContent ?? "");

    // The reporter may or may not follow from the start; the button says which.
    const toggle = await within(followers()).findByRole(
      "button",
      { name: /^(Follow|Unfollow)$/ },
      SERVER_WAIT,
    );
    if (toggle.textContent === "Unfollow") {
      await user.click(toggle);
      await within(followers()).findByRole("button", { name: "Follow" }, SERVER_WAIT);
    }
    await waitFor(() => expect(names().some((name) => name.includes("Alice Anders"))).toBe(false));
    await user.click(within(followers()).getByRole("button", { name: "Follow" }));
    await within(followers()).findByRole("button", { name: "Unfollow" }, SERVER_WAIT);
    await waitFor(() => expect(names().some((name) => name.includes("Alice Anders"))).toBe(true));

    await user.click(within(followers()).getByRole("button", { name: "Add a colleague" }));
    const form = within(followers()).getByRole("form", { name: "Add a follower" });
    const colleague = within(form).getByRole("combobox", { name: "Colleague" });
    await waitFor(
      () =>
        expect(
          Array.from((colleague as HTMLSelectElement).options).map((option) => option.textContent),
        ).toContain("Victor Vale (viewer@acme.test)"),
      SERVER_WAIT,
    );
    // Who already follows is not offered again.
    expect(
      Array.from((colleague as HTMLSelectElement).options).map((option) => option.textContent),
    ).not.toContain("Alice Anders (admin@acme.test)");
    await user.selectOptions(colleague, "Victor Vale (viewer@acme.test)");
    await user.click(within(form).getByRole("button", { name: "Add follower" }));
    await waitFor(
      () => expect(names().some((name) => name.includes("Victor Vale"))).toBe(true),
      SERVER_WAIT,
    );

    await user.click(within(followers()).getByRole("button", { name: "Remove Victor Vale" }));
    await waitFor(
      () => expect(names().some((name) => name.includes("Victor Vale"))).toBe(false),
      SERVER_WAIT,
    );
    await user.click(within(followers()).getByRole("button", { name: "Unfollow" }));
    await within(followers()).findByRole("button", { name: "Follow" }, SERVER_WAIT);
    const onServer = await callApi<{ results: ReadonlyArray<{ email: string }> }>(
      server,
      adminAccess,
      `/support/tickets/${id}/followers`,
    );
    expect(onServer.results.map((person) => person.email)).not.toContain("admin@acme.test");
    expect(onServer.results.map((person) => person.email)).not.toContain("viewer@acme.test");
  });

  it("answers a ticket that is not there, or another company's, with 'Not found.'", async () => {
    await renderSupportAt(server, "admin@globex.test", "/support/tickets/SUP-1030");
    const alert = await screen.findByRole("alert", {}, SERVER_WAIT);
    expect(within(alert).getByText("Not found.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Ticket SUP-1030" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.queryByText(/flapped three times/)).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the tickets" }).getAttribute("href")).toBe(
      "/support/tickets",
    );
  });
});
