import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { httpFailure, networkFailure } from "../../src/core/errors/index.ts";
import {
  isDownloadingPdf,
  PDF_DOWNLOAD_FAILED,
  type PdfDownloadSnapshot,
  pdfDownloadError,
  pdfDownloadMachine,
  savedPdfAs,
} from "../../src/machines/pdf-download/index.ts";
import {
  clockAt,
  coverageRun,
  outcomeEvents,
  type PathCoverageOptions,
  replayScenario,
  uncoveredTransitions,
} from "./harness/path-coverage.ts";
import { pendingCalls, settle } from "./harness/pending-calls.ts";
import { recordCoverage } from "./harness/record-coverage.ts";

const INPUT = { documentId: "INV-2026-0114" };

const options: PathCoverageOptions = {
  machine: pdfDownloadMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: (snapshot) => [
    { type: "DOWNLOAD" },
    { type: "RETRY" },
    { type: "CANCEL" },
    ...outcomeEvents(snapshot, {
      fetchPdf: { done: ["INV-2026-0114.pdf"], error: [networkFailure()] },
    }),
  ],
  createHarness: () => {
    const calls = pendingCalls();
    return {
      machine: pdfDownloadMachine.provide({ actors: { fetchPdf: calls.stub() } }),
      input: INPUT,
      clock: clockAt(0),
      calls,
      checkInvariants: (snapshot) => {
        const download = snapshot as PdfDownloadSnapshot;
        const loading = download.matches("loading");
        expect(isDownloadingPdf(download), "downloading exactly while loading").toBe(loading);
        expect(Object.keys(download.children).length, "a fetch runs only while loading").toBe(
          loading ? 1 : 0,
        );
        expect(savedPdfAs(download) !== null, "a saved name only once ok").toBe(
          download.matches("ok"),
        );
        expect(pdfDownloadError(download) !== null, "a message exactly in error").toBe(
          download.matches("error"),
        );
      },
    };
  },
};

describe("pdfDownload paths", () => {
  it("replays every generated path with its invariants, covering every transition", async () => {
    const run = coverageRun();
    await replayScenario(options, { name: "an invoice page", input: INPUT }, run, {
      allEdges: true,
    });
    recordCoverage(pdfDownloadMachine, run.taken);
    expect(uncoveredTransitions(pdfDownloadMachine, run.taken)).toEqual([]);
  });
});

describe("pdfDownload", () => {
  const start = () => {
    const calls = pendingCalls();
    const actor = createActor(pdfDownloadMachine.provide({ actors: { fetchPdf: calls.stub() } }), {
      input: INPUT,
    });
    actor.start();
    return { actor, calls };
  };

  it("asks for the page's invoice and shows the server's reason, then retries", async () => {
    const { actor, calls } = start();
    actor.send({ type: "DOWNLOAD" });
    expect(calls.inputsOf("fetchPdf")).toEqual([{ documentId: "INV-2026-0114" }]);
    await calls.reject(
      "fetchPdf",
      httpFailure(403, "Forbidden", { detail: "You may not download invoices." }),
    );
    expect(pdfDownloadError(actor.getSnapshot())).toBe("You may not download invoices.");
    actor.send({ type: "RETRY" });
    expect(pdfDownloadError(actor.getSnapshot())).toBeNull();
    await calls.reject("fetchPdf", networkFailure());
    expect(pdfDownloadError(actor.getSnapshot())).toBe(PDF_DOWNLOAD_FAILED);
    actor.send({ type: "RETRY" });
    await calls.resolve("fetchPdf", "INV-2026-0114.pdf");
    expect(savedPdfAs(actor.getSnapshot())).toBe("INV-2026-0114.pdf");
  });

  it("aborts the running fetch when the page is left", async () => {
    const { actor, calls } = start();
    actor.send({ type: "DOWNLOAD" });
    const call = calls.running("fetchPdf");
    expect(call?.self.getSnapshot().status).toBe("active");
    actor.stop();
    await settle();
    expect(call?.self.getSnapshot().status).toBe("stopped");
  });
});
