export {
  BLOCKED_UPLOAD_EXTENSION_SET,
  BLOCKED_UPLOAD_EXTENSIONS,
  isBlockedExtension,
} from "./blocked-extensions.ts";
export { formatByteSize } from "./byte-size.ts";
export type { ContentCheck, ContentErrorCode } from "./content-signatures.ts";
export {
  CONTENT_SNIFF_BYTES,
  checkContent,
  isExecutableContent,
  safeContentType,
  UNKNOWN_CONTENT_TYPE,
} from "./content-signatures.ts";
export { displayName, lastExtension, UPLOAD_NAME_MAX_LENGTH } from "./file-name.ts";
export type { UploadCheck, UploadErrorCode, UploadOptions } from "./upload-rules.ts";
export { validateUpload } from "./upload-rules.ts";
