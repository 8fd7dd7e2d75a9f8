export { notProvided, sideEffect } from "./not-provided.ts";
export { asRequestFailure } from "./request-failure.ts";
export type { Toast, ToastVariant } from "./toast.ts";
