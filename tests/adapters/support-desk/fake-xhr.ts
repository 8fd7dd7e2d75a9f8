/**
 * A stand-in for XMLHttpRequest that records what the file transfer asks for and lets the
 * test answer: with a status and body, a network error, a time-out or upload progress.
 */
export class FakeXhr {
  static readonly sent: FakeXhr[] = [];

  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  responseType: XMLHttpRequestResponseType = "";
  timeout = 0;
  status = 0;
  statusText = "";
  response: unknown = null;
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number | null): void {
    this.upload.onprogress?.({
      loaded,
      total: total ?? 0,
      lengthComputable: total !== null,
    } as ProgressEvent);
  }

  /** Answers; a text body becomes a Blob when the request asked for one. */
  answer(
    status: number,
    body: string,
    headers: Record<string, string> = {},
    statusText = "",
  ): void {
    this.status = status;
    this.statusText = statusText;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]),
    );
    this.response = this.responseType === "blob" ? new Blob([body]) : body;
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }

  timeOut(): void {
    this.ontimeout?.();
  }

  private static taken = 0;

  static reset(): void {
    FakeXhr.sent.length = 0;
    FakeXhr.taken = 0;
  }

  /** Request number `count` (from 1), or the first one not yet looked at, once it is sent. */
  static async next(count?: number): Promise<FakeXhr> {
    const index = count === undefined ? FakeXhr.taken : count - 1;
    for (let tries = 0; tries < 200; tries += 1) {
      const request = FakeXhr.sent[index];
      if (request !== undefined) {
        FakeXhr.taken = Math.max(FakeXhr.taken, index + 1);
        return request;
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    throw new Error(`request ${index + 1} was never sent`);
  }
}
