import { Schema } from "effect";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fileNameOfDisposition } from "../../../src/adapters/files/downloaded-file.ts";
import {
  createFileTransfer,
  type FileTransferOptions,
} from "../../../src/adapters/files/file-transfer.ts";
import { createFailureRedirects, UNREADABLE_ANSWER } from "../../../src/adapters/http/index.ts";
import type { RequestFailure } from "../../../src/core/errors/index.ts";
import { FakeXhr } from "./fake-xhr.ts";

const Answer = Schema.Struct({ id: Schema.String, name: Schema.String });

function transferWith(options: Partial<FileTransferOptions> = {}) {
  const onFailure = vi.fn();
  const transfer = createFileTransfer({
    apiBaseUrl: "https://api.example.com",
    apiVersionPrefix: "/v2",
    accessToken: () => "access-1",
    onFailure,
    retryDelayUnitMs: 1,
    createRequest: () => new FakeXhr() as unknown as XMLHttpRequest,
    ...options,
  });
  return { transfer, onFailure };
}

function formWith(name: string): FormData {
  const form = new FormData();
  form.append("file", new File(["hello"], name));
  return form;
}

beforeEach(() => FakeXhr.reset());

describe("file uploads", () => {
  it("post the form with the bearer token, report progress and decode the answer", async () => {
    const { transfer } = transferWith();
    const progress = vi.fn();
    const form = formWith("trace.pdf");
    const done = transfer.upload({
      path: "/support/servicedesk/1/add-temp-attachment",
      form,
      response: Answer,
      onProgress: progress,
    });
    const request = await FakeXhr.next();
    expect(request.method).toBe("POST");
    expect(request.url).toBe(
      "https://api.example.com/v2/support/servicedesk/1/add-temp-attachment",
    );
    expect(request.headers.authorization).toBe("Bearer access-1");
    expect(request.headers.accept).toBe("application/json");
    expect(request.body).toBe(form);
    request.progress(50, 200);
    request.progress(200, null);
    expect(progress.mock.calls).toEqual([
      [{ loaded: 50, total: 200 }],
      [{ loaded: 200, total: null }],
    ]);
    request.answer(201, JSON.stringify({ id: "7", name: "trace.pdf", extra: true }));
    await expect(done).resolves.toEqual({ id: "7", name: "trace.pdf" });
  });

  it("reject with the server's answer as a core failure and tell the redirect policy", async () => {
    const { transfer, onFailure } = transferWith();
    const done = transfer.upload({ path: "/x", form: formWith("a.png"), response: Answer });
    (await FakeXhr.next()).answer(
      400,
      JSON.stringify({ detail: "The content does not match .png." }),
      {},
      "Bad Request",
    );
    const failure: RequestFailure = {
      kind: "http",
      status: 400,
      statusText: "Bad Request",
      body: { detail: "The content does not match .png." },
    };
    await expect(done).rejects.toEqual(failure);
    expect(onFailure).toHaveBeenCalledWith(failure, {
      bearer: "access-1",
      redirectOn403: true,
    });
  });

  it("send no Authorization header without a token, and say so to the policy", async () => {
    const { transfer, onFailure } = transferWith({ accessToken: () => "  " });
    const done = transfer.upload({ path: "/x", form: formWith("a.txt"), response: Answer });
    const request = await FakeXhr.next();
    expect(request.headers.authorization).toBeUndefined();
    request.answer(401, "");
    await expect(done).rejects.toMatchObject({ kind: "http", status: 401, body: null });
    expect(onFailure.mock.calls[0]?.[1]).toEqual({
      bearer: null,
      redirectOn403: true,
    });
  });

  it("turn an answer that does not match the contract into a readable failure", async () => {
    const { transfer } = transferWith();
    const done = transfer.upload({ path: "/x", form: formWith("a.txt"), response: Answer });
    (await FakeXhr.next()).answer(201, JSON.stringify({ id: 7 }));
    await expect(done).rejects.toMatchObject({
      kind: "http",
      status: 201,
      body: { detail: UNREADABLE_ANSWER },
    });
  });

  it("fail as network, timeout or aborted, and are never retried", async () => {
    const { transfer } = transferWith();
    const offline = transfer.upload({ path: "/x", form: formWith("a.txt"), response: Answer });
    (await FakeXhr.next(1)).fail();
    await expect(offline).rejects.toEqual({ kind: "network" });

    const slow = transfer.upload({
      path: "/x",
      form: formWith("a.txt"),
      response: Answer,
      timeoutMs: 50,
    });
    const slowRequest = await FakeXhr.next(2);
    expect(slowRequest.timeout).toBe(50);
    slowRequest.timeOut();
    await expect(slow).rejects.toEqual({ kind: "timeout", timeoutMs: 50 });

    const controller = new AbortController();
    const cancelled = transfer.upload({
      path: "/x",
      form: formWith("a.txt"),
      response: Answer,
      signal: controller.signal,
    });
    const cancelledRequest = await FakeXhr.next(3);
    controller.abort();
    expect(cancelledRequest.aborted).toBe(true);
    await expect(cancelled).rejects.toEqual({ kind: "aborted" });
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it("do not start when the caller has already given up", async () => {
    const { transfer } = transferWith();
    const controller = new AbortController();
    controller.abort();
    await expect(
      transfer.upload({
        path: "/x",
        form: formWith("a.txt"),
        response: Answer,
        signal: controller.signal,
      }),
    ).rejects.toEqual({ kind: "aborted" });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe("file downloads", () => {
  it("fetch the bytes with the token, the query and the server's file name", async () => {
    const { transfer } = transferWith();
    const done = transfer.download({
      path: "/support/tickets",
      query: { export: "true", status: "open", text: undefined },
    });
    const request = await FakeXhr.next();
    expect(request.method).toBe("GET");
    expect(request.url).toBe("https://api.example.com/v2/support/tickets?export=true&status=open");
    expect(request.responseType).toBe("blob");
    expect(request.headers.authorization).toBe("Bearer access-1");
    request.answer(200, "Issue key,Summary\r\n", {
      "Content-Disposition":
        "attachment; filename=\"tickets.csv\"; filename*=UTF-8''tickets%202026.csv",
    });
    const file = await done;
    expect(file.fileName).toBe("tickets 2026.csv");
    expect(await file.blob.text()).toBe("Issue key,Summary\r\n");
  });

  it("retry a 503 and a network error, then give the answer", async () => {
    const { transfer } = transferWith();
    const done = transfer.download({ path: "/outages/1/rfo/2" });
    (await FakeXhr.next(1)).answer(503, "");
    (await FakeXhr.next(2)).fail();
    (await FakeXhr.next(3)).answer(200, "%PDF-1.7");
    const file = await done;
    expect(file.fileName).toBeNull();
    expect(await file.blob.text()).toBe("%PDF-1.7");
  });

  it("give up after the retries, and never retry other failures", async () => {
    const { transfer, onFailure } = transferWith({ retryLimit: 1 });
    const unavailable = transfer.download({ path: "/a" });
    (await FakeXhr.next(1)).answer(503, "");
    (await FakeXhr.next(2)).answer(503, JSON.stringify({ detail: "Maintenance." }));
    await expect(unavailable).rejects.toMatchObject({
      kind: "http",
      status: 503,
      body: { detail: "Maintenance." },
    });
    expect(onFailure).toHaveBeenCalledTimes(1);

    const missing = transfer.download({ path: "/b" });
    (await FakeXhr.next(3)).answer(404, JSON.stringify({ detail: "Not found." }));
    await expect(missing).rejects.toMatchObject({
      kind: "http",
      status: 404,
      body: { detail: "Not found." },
    });
    expect(FakeXhr.sent).toHaveLength(3);
  });
});

describe("fileNameOfDisposition", () => {
  it("reads the extended name first, then the plain one", () => {
    expect(fileNameOfDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe(
      "résumé.pdf",
    );
    expect(fileNameOfDisposition('attachment; filename="RFO INC-2026-0087.pdf"')).toBe(
      "RFO INC-2026-0087.pdf",
    );
    expect(fileNameOfDisposition("attachment; filename=plain.csv")).toBe("plain.csv");
    expect(fileNameOfDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=b.txt")).toBe(
      "b.txt",
    );
    expect(fileNameOfDisposition("attachment")).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});

describe("failed transfers and the portal's failure redirects (core decideRedirect)", () => {
  function wired() {
    const unauthorized = vi.fn();
    const navigate = vi.fn();
    const onFailure = createFailureRedirects({
      isSigningOut: () => false,
      unauthorized,
      navigate,
      enrolmentRequired: vi.fn(),
      isDev: false,
    });
    return { ...transferWith({ onFailure }), unauthorized, navigate };
  }

  it("a 401 on an upload signs out through the session, as any other call", async () => {
    const { transfer, unauthorized, navigate } = wired();
    const done = transfer.upload({ path: "/x", form: formWith("a.txt"), response: Answer });
    (await FakeXhr.next()).answer(401, JSON.stringify({ detail: "Token expired." }));
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a 403 on a download leads to the no-permissions page unless the caller handles it", async () => {
    const { transfer, navigate } = wired();
    const done = transfer.download({ path: "/support/tickets/export" });
    (await FakeXhr.next()).answer(403, JSON.stringify({ detail: "No." }));
    await expect(done).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith("/no-permissions");

    navigate.mockClear();
    const handled = transfer.upload({
      path: "/x",
      form: formWith("a.txt"),
      response: Answer,
      redirectOn403: false,
    });
    (await FakeXhr.next()).answer(403, JSON.stringify({ detail: "No." }));
    await expect(handled).rejects.toMatchObject({ status: 403 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a 503 on an upload leads to the maintenance page", async () => {
    const { transfer, navigate } = wired();
    const done = transfer.upload({ path: "/x", form: formWith("a.txt"), response: Answer });
    (await FakeXhr.next()).answer(503, JSON.stringify({ detail: "Maintenance." }));
    await expect(done).rejects.toMatchObject({ status: 503 });
    expect(navigate).toHaveBeenCalledWith("/under-maintenance");
  });
});
