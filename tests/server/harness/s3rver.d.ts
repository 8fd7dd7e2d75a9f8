// @20minutes/s3rver ships no types: the part of its API the test harness uses.
declare module "@20minutes/s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface S3rverOptions {
    readonly directory: string;
    readonly silent?: boolean;
    readonly allowMismatchedSignatures?: boolean;
    readonly configureBuckets?: ReadonlyArray<{ readonly name: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    configureBuckets(): Promise<unknown>;
    readonly logger: { close(): void };
  }
}
