/**
 * Where uploads go (CONDUIT_UPLOAD_STORE): `folder` (the default: CONDUIT_UPLOAD_DIR, or a
 * temporary folder for an in-memory database) or `s3`, any S3-compatible object store (AWS S3,
 * MinIO, Cloudflare R2, Ceph...) chosen by endpoint, bucket and credentials. Every instance
 * behind a balancer names the same store.
 */
export interface ObjectStoreConfig {
  /** CONDUIT_S3_BUCKET: the bucket, which must exist (the server never creates one). */
  readonly bucket: string;
  /** CONDUIT_S3_REGION (default us-east-1; R2 takes `auto`). */
  readonly region: string;
  /** CONDUIT_S3_ENDPOINT: the store's address for anything but AWS, e.g. http://minio:9000. */
  readonly endpoint: string | undefined;
  /**
   * CONDUIT_S3_PATH_STYLE (default off): addresses as endpoint/bucket/key instead of
   * bucket.endpoint/key; MinIO and most self-hosted stores need it on.
   */
  readonly pathStyle: boolean;
  /** CONDUIT_S3_PREFIX (default `uploads/`): the objects' names start with it. */
  readonly prefix: string;
  /**
   * CONDUIT_S3_ACCESS_KEY_ID and CONDUIT_S3_SECRET_ACCESS_KEY, both or neither; neither: the
   * SDK's own chain (AWS_ACCESS_KEY_ID..., a profile, the instance's or pod's role).
   */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/** S3's own rule for bucket names (3-63 lower-case letters, digits, dots and dashes). */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The object store the environment asks for, or null for the folder. `fail` makes the
 * configuration error (config.ts's ConfigError), so a wrong value stops the server at start-up.
 */
export function objectStoreFromEnv(
  env: Env,
  fail: (message: string) => Error,
): ObjectStoreConfig | null {
  const kind = env.CONDUIT_UPLOAD_STORE?.trim() || "folder";
  if (kind === "folder") return null;
  if (kind !== "s3") {
    throw fail(`CONDUIT_UPLOAD_STORE must be folder or s3, not "${env.CONDUIT_UPLOAD_STORE}".`);
  }
  const bucket = env.CONDUIT_S3_BUCKET?.trim() ?? "";
  if (!BUCKET_PATTERN.test(bucket)) {
    throw fail(
      `CONDUIT_S3_BUCKET must name the bucket (3-63 lower-case letters, digits, dots and dashes) when CONDUIT_UPLOAD_STORE is s3, not "${bucket}".`,
    );
  }
  const endpoint = env.CONDUIT_S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw fail(
      `CONDUIT_S3_ENDPOINT must be the store's http(s) address with no path, such as https://s3.example.net, not "${endpoint}".`,
    );
  }
  const pathStyle = env.CONDUIT_S3_PATH_STYLE?.trim() || "off";
  if (pathStyle !== "on" && pathStyle !== "off") {
    throw fail(`CONDUIT_S3_PATH_STYLE must be on or off, not "${pathStyle}".`);
  }
  const prefix = env.CONDUIT_S3_PREFIX ?? "uploads/";
  const segments = prefix.split("/").slice(0, -1);
  if (
    !/^([A-Za-z0-9._-]+\/)*$/.test(prefix) ||
    segments.some((segment) => segment === "." || segment === "..")
  ) {
    throw fail(
      `CONDUIT_S3_PREFIX must be empty or folder names each ending in /, such as conduit/uploads/, not "${prefix}".`,
    );
  }
  const accessKeyId = env.CONDUIT_S3_ACCESS_KEY_ID?.trim() || "";
  const secretAccessKey = env.CONDUIT_S3_SECRET_ACCESS_KEY?.trim() || "";
  if ((accessKeyId === "") !== (secretAccessKey === "")) {
    throw fail(
      "CONDUIT_S3_ACCESS_KEY_ID and CONDUIT_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials (environment, profile, role).",
    );
  }
  return {
    bucket,
    region: env.CONDUIT_S3_REGION?.trim() || "us-east-1",
    endpoint,
    pathStyle: pathStyle === "on",
    prefix,
    credentials: accessKeyId === "" ? null : { accessKeyId, secretAccessKey },
  };
}
