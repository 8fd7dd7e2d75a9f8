/**
 * Calls `shown` each time the page becomes visible again (visibilitychange): the session then
 * checks whether its refresh came due while the tab was hidden or asleep, when browsers hold
 * back or stop its timers. No document (a test without one): nothing to watch.
 */
export function whenPageShown(
  document:
    | Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">
    | undefined,
  shown: () => void,
): () => void {
  if (document === undefined) return () => {};
  const onChange = () => {
    if (document.visibilityState === "visible") shown();
  };
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}
