import { CONTENT_SNIFF_BYTES } from "../../../src/core/uploads/content-signatures.ts";

/**
 * The same bytes as `source`, but `judge` sees the first CONTENT_SNIFF_BYTES (or the whole
 * file, if shorter) before a single byte is passed on. A judge that throws ends the stream
 * with its error, so a refused file never reaches storage.
 */
export async function* judgedFirst(
  source: AsyncIterable<Uint8Array>,
  judge: (head: Uint8Array) => void,
): AsyncGenerator<Uint8Array> {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let judged = false;
  for await (const chunk of source) {
    if (judged) {
      yield chunk;
      continue;
    }
    held.push(chunk);
    heldBytes += chunk.byteLength;
    if (heldBytes >= CONTENT_SNIFF_BYTES) {
      judge(Buffer.concat(held).subarray(0, CONTENT_SNIFF_BYTES));
      judged = true;
      yield* held;
    }
  }
  if (!judged) {
    judge(Buffer.concat(held));
    yield* held;
  }
}
