export * from "./pdf-download.machine.ts";
export * from "./pdf-download.selectors.ts";
