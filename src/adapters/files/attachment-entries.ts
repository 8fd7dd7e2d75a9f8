import { formFailure } from "../api/index.ts";
import type { TransferProgress } from "./file-transfer.ts";

/**
 * The files of a form that sends attachments, as the attachment field shows them: each with
 * where its upload stands. The UI's file field reads these as they are.
 */

export type AttachmentState = "waiting" | "uploading" | "uploaded" | "failed";

export interface AttachmentEntry {
  /** Stable while the entry lives: React key and the handle for removing it. */
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly state: AttachmentState;
  /** 0 to 1 while uploading. */
  readonly progress: number;
  readonly error: string | null;
  /** The picked file, while this page holds it (absent once restored from a draft). */
  readonly file?: File | undefined;
}

let lastKey = 0;

/** A fresh key for a newly picked file. */
export function nextAttachmentKey(): string {
  lastKey += 1;
  return `attachment-${lastKey}`;
}

export function waitingEntry(file: File): AttachmentEntry {
  return {
    key: nextAttachmentKey(),
    name: file.name,
    size: file.size,
    state: "waiting",
    progress: 0,
    error: null,
    file,
  };
}

/** A file whose upload starts as it is picked (a ticket's draft, a dispute). */
export function uploadingEntry(file: File): AttachmentEntry {
  return { ...waitingEntry(file), state: "uploading" };
}

/** How far a file sent on its own has gone, 0 while the size of the request is unknown. */
export function uploadedFraction({ loaded, total }: TransferProgress): number {
  return total === null || total === 0 ? 0 : loaded / total;
}

/** The server's reason for refusing a file, in one sentence. */
export function uploadRefusal(error: unknown): string {
  const failure = formFailure(error);
  return failure.error ?? Object.values(failure.fieldErrors)[0]?.[0] ?? "The upload failed.";
}

/**
 * How far each file of one multipart request has gone, from the bytes sent so far. The parts
 * go in order, so a file is done once the bytes before it and its own are sent; the form's
 * own overhead (boundaries, the comment) is spread over the files in proportion.
 */
export function progressPerFile(
  sizes: ReadonlyArray<number>,
  progress: TransferProgress,
): number[] {
  const files = sizes.reduce((sum, size) => sum + size, 0);
  if (files === 0) return sizes.map(() => 1);
  const total = progress.total ?? files;
  const sent = total === 0 ? files : (progress.loaded / total) * files;
  let start = 0;
  return sizes.map((size) => {
    const done = size === 0 ? 1 : Math.min(1, Math.max(0, (sent - start) / size));
    start += size;
    return done;
  });
}
