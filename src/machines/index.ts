export * from "./consent/index.ts";
export * from "./pdf-download/index.ts";
export * from "./server-status/index.ts";
export * from "./session/index.ts";
export type { Toast, ToastVariant } from "./shared/index.ts";
export * from "./wizard/index.ts";
