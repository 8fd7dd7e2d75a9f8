import { decode } from "../../core/api/decode.ts";
import { HTTP_RETRY_DELAY_UNIT_MS, HTTP_RETRY_LIMIT } from "../../core/constants.ts";
import {
  abortedFailure,
  httpFailure,
  isRequestFailure,
  networkFailure,
  type RequestFailure,
  timeoutFailure,
} from "../../core/errors/index.ts";
import {
  bodyOfText,
  type Decoder,
  type FailedCall,
  type QueryValue,
  queryString,
  UNREADABLE_ANSWER,
} from "../http/index.ts";
import { type DownloadedFile, fileNameOfDisposition } from "./downloaded-file.ts";

/**
 * File transfers the HTTP client cannot make: fetch reports no upload progress, so uploads
 * (multipart forms) and file downloads (CSV exports, PDFs) go through XMLHttpRequest here.
 * Each carries the stored bearer token and fails with the same core RequestFailure values
 * as the HTTP client (an HTTP answer -> `http` with the server's body, no answer ->
 * network, time limit -> timeout, the caller's cancel -> aborted). Downloads are GETs and
 * are retried like the client's (network errors and 503, attempt n waits n units); uploads
 * are never retried.
 */

export interface TransferProgress {
  readonly loaded: number;
  /** The whole size, when known. */
  readonly total: number | null;
}

export interface UploadCall<S extends Decoder> {
  readonly method?: "POST" | "PUT";
  /** Path under the version prefix. */
  readonly path: string;
  readonly form: FormData;
  readonly response: S;
  readonly onProgress?: ((progress: TransferProgress) => void) | undefined;
  readonly signal?: AbortSignal | undefined;
  /** No limit by default: a 1 GB file on a slow line takes what it takes. */
  readonly timeoutMs?: number;
  /** As for the HTTP client's calls: a 403 leads to the no-permissions page unless false. */
  readonly redirectOn403?: boolean;
}

export interface DownloadCall {
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>> | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number;
  /** As for the HTTP client's calls: a 403 leads to the no-permissions page unless false. */
  readonly redirectOn403?: boolean;
}

export interface FileTransferOptions {
  readonly apiBaseUrl: string;
  readonly apiVersionPrefix: string;
  readonly accessToken: () => string | null;
  /** Told about every failure, as the HTTP client tells its redirect policy (core decideRedirect). */
  readonly onFailure?: ((failure: RequestFailure, call: FailedCall) => void) | undefined;
  readonly retryLimit?: number;
  readonly retryDelayUnitMs?: number;
  /** The XMLHttpRequest constructor (tests pass their own). */
  readonly createRequest?: () => XMLHttpRequest;
}

export interface FileTransfer {
  upload<S extends Decoder>(call: UploadCall<S>): Promise<S["Type"]>;
  download(call: DownloadCall): Promise<DownloadedFile>;
}

/** Downloads give up after this long without finishing. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;
const RETRIED_STATUS = 503;

/** What an attempt rejected with; anything but a core failure (a bug) reads as no answer. */
function asFailure(error: unknown): RequestFailure {
  return isRequestFailure(error) ? error : networkFailure();
}

interface Exchange {
  readonly status: number;
  readonly statusText: string;
  readonly body: Blob | string;
  readonly disposition: string | null;
}

export function createFileTransfer(options: FileTransferOptions): FileTransfer {
  const base = `${options.apiBaseUrl}${options.apiVersionPrefix}`;
  const newRequest = options.createRequest ?? (() => new XMLHttpRequest());

  function token(): string | null {
    const stored = options.accessToken();
    return stored === null || stored.trim() === "" ? null : stored;
  }

  /** One attempt: resolves with any HTTP answer, rejects with a no-answer failure. */
  function exchange(
    method: string,
    url: string,
    setup: {
      readonly bearer: string | null;
      readonly body: FormData | null;
      readonly responseType: "text" | "blob";
      readonly timeoutMs: number | undefined;
      readonly signal: AbortSignal | undefined;
      readonly onProgress: UploadCall<Decoder>["onProgress"];
    },
  ): Promise<Exchange> {
    return new Promise((resolve, reject) => {
      if (setup.signal?.aborted === true) {
        reject(abortedFailure());
        return;
      }
      const request = newRequest();
      request.open(method, url);
      request.responseType = setup.responseType;
      request.setRequestHeader("Accept", "application/json");
      if (setup.bearer !== null)
        request.setRequestHeader("Authorization", `Bearer ${setup.bearer}`);
      if (setup.timeoutMs !== undefined) request.timeout = setup.timeoutMs;
      const { onProgress } = setup;
      if (onProgress !== undefined) {
        request.upload.onprogress = (event) =>
          onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      }
      const cancel = () => request.abort();
      setup.signal?.addEventListener("abort", cancel, { once: true });
      const settle = () => setup.signal?.removeEventListener("abort", cancel);
      request.onload = () => {
        settle();
        resolve({
          status: request.status,
          statusText: request.statusText,
          body: request.response as Blob | string,
          disposition: request.getResponseHeader("Content-Disposition"),
        });
      };
      request.onerror = () => {
        settle();
        reject(networkFailure());
      };
      request.ontimeout = () => {
        settle();
        reject(timeoutFailure({ timeoutMs: setup.timeoutMs }));
      };
      request.onabort = () => {
        settle();
        reject(abortedFailure());
      };
      request.send(setup.body);
    });
  }

  async function textOf(body: Blob | string): Promise<string> {
    return typeof body === "string" ? body : await body.text();
  }

  async function failureOfAnswer(answer: Exchange): Promise<RequestFailure> {
    return httpFailure(answer.status, answer.statusText, bodyOfText(await textOf(answer.body)));
  }

  /** Every failure goes to the same redirect policy as the HTTP client's, then to the caller. */
  function report(
    failure: RequestFailure,
    bearer: string | null,
    call: { readonly redirectOn403?: boolean },
  ): never {
    options.onFailure?.(failure, {
      bearer,
      redirectOn403: call.redirectOn403 ?? true,
    });
    throw failure;
  }

  async function upload<S extends Decoder>(call: UploadCall<S>): Promise<S["Type"]> {
    const bearer = token();
    let answer: Exchange;
    try {
      answer = await exchange(call.method ?? "POST", `${base}${call.path}`, {
        bearer,
        body: call.form,
        responseType: "text",
        timeoutMs: call.timeoutMs,
        signal: call.signal,
        onProgress: call.onProgress,
      });
    } catch (failure) {
      return report(asFailure(failure), bearer, call);
    }
    if (answer.status < 200 || answer.status >= 300) {
      return report(await failureOfAnswer(answer), bearer, call);
    }
    const decoded = decode(call.response, bodyOfText(await textOf(answer.body)));
    if (decoded.ok) return decoded.value;
    return report(
      httpFailure(answer.status, answer.statusText, {
        detail: UNREADABLE_ANSWER,
        issues: decoded.error,
      }),
      bearer,
      call,
    );
  }

  async function download(call: DownloadCall): Promise<DownloadedFile> {
    const bearer = token();
    const limit = options.retryLimit ?? HTTP_RETRY_LIMIT;
    const unit = options.retryDelayUnitMs ?? HTTP_RETRY_DELAY_UNIT_MS;
    const url = `${base}${call.path}${queryString(call.query)}`;
    for (let attempt = 1; ; attempt += 1) {
      const retriesLeft = attempt <= limit;
      let outcome: Exchange | RequestFailure;
      try {
        outcome = await exchange("GET", url, {
          bearer,
          body: null,
          responseType: "blob",
          timeoutMs: call.timeoutMs ?? DOWNLOAD_TIMEOUT_MS,
          signal: call.signal,
          onProgress: undefined,
        });
      } catch (failure) {
        outcome = asFailure(failure);
      }
      if ("kind" in outcome) {
        if (outcome.kind !== "network" || !retriesLeft) return report(outcome, bearer, call);
      } else if (outcome.status >= 200 && outcome.status < 300) {
        const blob = outcome.body instanceof Blob ? outcome.body : new Blob([outcome.body]);
        return { blob, fileName: fileNameOfDisposition(outcome.disposition) };
      } else if (outcome.status !== RETRIED_STATUS || !retriesLeft) {
        return report(await failureOfAnswer(outcome), bearer, call);
      }
      await new Promise((resolve) => setTimeout(resolve, unit * attempt));
    }
  }

  return { upload, download };
}

/** A file to send with progress: the caller hears how far it got. */
export interface UploadOptions {
  readonly onProgress?: (progress: TransferProgress) => void;
  readonly signal?: AbortSignal;
}
