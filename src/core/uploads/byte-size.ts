/**
 * Human-readable file sizes for upload messages. Binary multiples (1 KB = 1024 bytes) under the
 * familiar KB/MB/GB labels, the way Windows Explorer shows them, so the default limit of
 * 1073741824 bytes reads "1 GB" and a file's size here matches what the user's desktop shows.
 */
const UNITS = ["KB", "MB", "GB", "TB", "PB"] as const;
const STEP = 1024;

/**
 * `0 bytes`, `1 byte`, `512 bytes`, `1.5 KB`, `1 GB`, `1.2 GB`: at most one decimal, a trailing
 * ".0" dropped, rounded to the nearest tenth. Not meant for negative or non-finite input (it
 * returns the number as given, in bytes).
 */
export function formatByteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < STEP) {
    return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  }
  let value = bytes / STEP;
  let unit = 0;
  // Move up while the value, once rounded, would read 1024 or more of the current unit.
  while (roundToTenth(value) >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${roundToTenth(value)} ${UNITS[unit]}`;
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
