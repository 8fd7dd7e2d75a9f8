import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PageView } from "../../../src/adapters/react/result-views.ts";
import type { Page } from "../../../src/core/api/paginated.ts";
import { PagedResults } from "../../../src/ui/components/records/paged-results.tsx";

/** One page of names as the API answers it (the links to the pages beside it unread here). */
function page(count: number, results: ReadonlyArray<string>): Page<string> {
  return { count, next: null, previous: null, results };
}

function view(shown: Partial<PageView<string>>, calls: string[] = []): PageView<string> {
  return {
    pageSize: 2,
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    isNotFound: false,
    refetch: () => calls.push("refetch"),
    ...shown,
  };
}

type Paging = Parameters<typeof PagedResults<string>>[0]["url"];

/** The list below a list's filters, reporting what its buttons asked for in `calls`. */
function show(list: PageView<string>, paging: Paging) {
  return render(
    <PagedResults
      view={list}
      url={paging}
      noun="pending users"
      emptyTitle="Nobody is waiting to accept an invitation."
      emptyHint="The users you invite appear here."
    >
      {(results) => (
        <ul>
          {results.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PagedResults>,
  );
}

describe("PagedResults", () => {
  it("says it is loading, then offers a retry when the load fails", async () => {
    const calls: string[] = [];
    const { rerender } = show(view({ isPending: true }), { page: 1, setPage: () => undefined });
    expect(screen.getByRole("status").textContent).toContain("Loading pending users…");

    rerender(
      <PagedResults
        view={view({ isError: true, error: "The server is not answering." }, calls)}
        url={{ page: 1, setPage: () => undefined }}
        noun="pending users"
        emptyTitle="Nobody is waiting."
        emptyHint=""
      >
        {() => null}
      </PagedResults>,
    );
    expect(screen.getByText("The server is not answering.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(calls).toEqual(["refetch"]);
  });

  it("offers to clear the filters when they leave the list empty", async () => {
    const calls: string[] = [];
    show(view({ data: page(0, []) }), {
      page: 1,
      setPage: () => undefined,
      isFiltered: true,
      clearFilters: () => calls.push("clear"),
    });
    expect(screen.getByText("No pending users match these filters.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(calls).toEqual(["clear"]);
  });

  it("leads back to the first page from a page past the end (the last record of a page withdrawn)", async () => {
    const pages: number[] = [];
    show(view({ data: page(2, []) }), {
      page: 2,
      setPage: (page) => pages.push(page),
    });
    expect(screen.getByText("This page is past the end of the list.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Back to the first page" }));
    expect(pages).toEqual([1]);
  });

  it("says why an unfiltered list is empty, with no filters to clear", () => {
    show(view({ data: page(0, []) }), { page: 1, setPage: () => undefined });
    expect(screen.getByText("Nobody is waiting to accept an invitation.")).toBeTruthy();
    expect(screen.getByText("The users you invite appear here.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("shows the records and pages through them", async () => {
    const pages: number[] = [];
    show(view({ data: page(3, ["Ada", "Grace"]) }), {
      page: 1,
      setPage: (page) => pages.push(page),
    });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Ada",
      "Grace",
    ]);
    expect(screen.getByRole("navigation", { name: "Pagination" }).textContent).toContain("of 3");
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(pages).toEqual([2]);
  });
});
