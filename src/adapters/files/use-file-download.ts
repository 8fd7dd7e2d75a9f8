import { useMutation } from "@tanstack/react-query";
import { useFailureText } from "../react/result-views.ts";
import { type DownloadedFile, saveDownloadedFile } from "./downloaded-file.ts";

/** A file the server keeps for a record (a ticket's attachment, an outage's RFO report). */
export interface StoredFile {
  readonly id: string;
  readonly name: string;
}

export interface FileDownloadView<File extends StoredFile> {
  download(file: File): void;
  /** The file being fetched, if any: its link shows the wait. */
  readonly downloadingId: string | null;
  readonly error: string | null;
}

/**
 * Fetches a stored file with the token (a plain link would go without it) and hands it to the
 * browser's download, under the server's name for it or else the record's. One download at a time is
 * tracked, so a list of files can mark the one on its way.
 */
export function useFileDownload<File extends StoredFile>(
  fetchFile: (file: File) => Promise<DownloadedFile>,
): FileDownloadView<File> {
  const fetching = useMutation({
    mutationFn: async (file: File) => saveDownloadedFile(await fetchFile(file), file.name),
  });
  const { mutate } = fetching;
  const error = useFailureText(fetching);
  return {
    download: mutate,
    downloadingId: fetching.isPending ? (fetching.variables?.id ?? null) : null,
    error,
  };
}
