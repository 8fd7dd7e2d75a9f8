import { describe, expect, it } from "vitest";
import {
  EVPL_B_END_LABELS,
  EVPL_B_ENDS,
  labelledChoices,
  ORDER_TERM_LABELS,
  ORDER_TERMS,
} from "../../../../src/core/api/ordering/index.ts";

describe("a vocabulary's choices", () => {
  it("keeps the vocabulary's order and labels each value", () => {
    expect(labelledChoices(EVPL_B_ENDS, EVPL_B_END_LABELS)).toEqual([
      { value: "port", label: "One of your ports" },
      { value: "cni", label: "A CNI" },
    ]);
  });

  it("holds numbers as the form's text", () => {
    expect(labelledChoices(ORDER_TERMS, ORDER_TERM_LABELS).map((choice) => choice.value)).toEqual([
      "1",
      "12",
      "24",
      "36",
    ]);
  });
});
