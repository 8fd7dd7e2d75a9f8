import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AnyList } from "../../core/api/define-list.ts";
import { ExportStatus } from "../../core/api/export-status.ts";
import type { Page } from "../../core/api/paginated.ts";
import type { ListWindow } from "../api/list-window.ts";
import type { DownloadedFile } from "../files/downloaded-file.ts";
import type { FileTransfer } from "../files/file-transfer.ts";
import type { HttpClient } from "../http/index.ts";

/**
 * Every declared list (src/core/api/define-list.ts) read the same way: one page, the CSV
 * export and the latest export's status, with query keys rooted at the list's resource so that
 * one invalidation reaches every page and filter of it. A module writes no list calls of its
 * own; its screens call `useList` (use-list.ts) with the declaration.
 */

/** One result of a list. */
export type ListItem<List extends AnyList> = List["item"]["Type"];

/** The call of one page: the filled filters under their own names, the window, an ordering. */
export type ListCall<List extends AnyList> = Readonly<
  Partial<Record<List["filterKeys"][number], string>>
> &
  ListWindow & { readonly ordering?: string };

/** The call of the CSV export: the filters alone (the export ignores the window). */
export type ListExportCall<List extends AnyList> = Omit<ListCall<List>, "offset" | "limit">;

export function listKeys<List extends AnyList>(list: List) {
  return {
    all: [list.resource] as const,
    pages: [list.resource, "list"] as const,
    /** One page; of a list of one record's (`/services/{id}/child`), that record's (`params`). */
    page: (call: ListCall<List>, params: ListPathParams = {}) =>
      [list.resource, "list", params, call] as const,
    exportStatus: [list.resource, "export-status"] as const,
  };
}

/**
 * The list's path with its `{name}` parameters filled, each encoded: a list of one record's
 * (`/services/{id}/changes`) is read at the path its declaration names, never one retyped.
 */
export function listPathOf(list: Pick<AnyList, "path">, params: ListPathParams = {}): string {
  return list.path.replace(/\{(\w+)\}/gu, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${list.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The values of a list path's `{name}` parameters. */
export type ListPathParams = Readonly<Record<string, string>>;

export function readListPage<List extends AnyList>(
  http: HttpClient,
  list: List,
  call: ListCall<List>,
  signal?: AbortSignal,
  params?: ListPathParams,
): Promise<Page<ListItem<List>>> {
  return http.request({
    method: "GET",
    path: listPathOf(list, params),
    query: { ...call },
    response: list.response,
    signal,
  }) as Promise<Page<ListItem<List>>>;
}

/** A page of the list; the previous page stays on screen while the next loads. */
export function listPageQuery<List extends AnyList>(
  http: HttpClient,
  list: List,
  call: ListCall<List>,
  params?: ListPathParams,
) {
  return queryOptions({
    queryKey: listKeys(list).page(call, params),
    queryFn: ({ signal }) => readListPage(http, list, call, signal, params),
    placeholderData: keepPreviousData,
  });
}

/** The whole filtered list as CSV (`export=true`), fetched with the token like every file. */
export function downloadListCsv<List extends AnyList>(
  transfer: FileTransfer,
  list: List,
  call: ListExportCall<List>,
): Promise<DownloadedFile> {
  return transfer.download({ path: list.path, query: { ...call, export: "true" } });
}

/** The caller's latest export of a list whose exports are recorded (`exportStatusPath`). */
export function listExportStatusQuery(http: HttpClient, list: AnyList) {
  return queryOptions({
    queryKey: listKeys(list).exportStatus,
    queryFn: ({ signal }) => {
      const path = list.exportStatusPath;
      if (path === undefined) throw new Error(`${list.path}: its exports are not recorded`);
      return http.request({ method: "GET", path, response: ExportStatus, signal });
    },
  });
}
