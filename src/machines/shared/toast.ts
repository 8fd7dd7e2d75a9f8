/**
 * What a machine asks the UI to show as a toast (spec section 2: an icon by variant, a title, a
 * body). Machines only describe the toast; the `notify` action the adapters provide shows it.
 */

export type ToastVariant = "success" | "error" | "warning" | "info";

export interface Toast {
  readonly variant: ToastVariant;
  readonly title: string;
  /** Absent when the catalogue has nothing beyond the title (e.g. a failure without a body). */
  readonly body?: string | undefined;
}
