export * from "./invoice-download.machine.ts";
export * from "./invoice-download.selectors.ts";
