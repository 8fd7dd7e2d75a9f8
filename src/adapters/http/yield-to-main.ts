/**
 * Lets the browser run whatever waits (a paint, a tap, another call's answer) before a call
 * does its own work, by ending the current task.
 *
 * A screen that mounts starts its calls from one React commit, in one task: on the dashboard
 * five calls, each building its request, its timers and its `fetch` (3 to 6 ms apiece on a
 * phone), added up to the first screen's longest task after the first paint
 * (docs/performance.md, "Session of 2026-11-28 (night): the dashboard's long tasks"). A task
 * that ends before each call splits that into short tasks, which is what Total Blocking Time
 * counts and what keeps a tap answered.
 *
 * `scheduler.yield()` (Chromium 129, Firefox 142) resumes ahead of other queued tasks, so a
 * call loses no place in line. Elsewhere (Safari, jsdom, Node) nothing yields: a timer would
 * put each call behind every timer already queued and a fake clock would hold calls forever.
 */
export type YieldToMain = () => Promise<void> | undefined;

/** The part of the browser's `scheduler` global used here. */
export interface TaskScheduler {
  readonly yield?: () => Promise<void>;
}

/** Yields through `scheduler` where it can; undefined (nothing to wait for) where it cannot. */
export function yieldThrough(scheduler: TaskScheduler | undefined): Promise<void> | undefined {
  return scheduler?.yield?.();
}

export const yieldToMain: YieldToMain = () =>
  yieldThrough((globalThis as { scheduler?: TaskScheduler }).scheduler);
