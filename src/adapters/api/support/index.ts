export {
  type DownloadedFile,
  fileNameOfDisposition,
  saveDownloadedFile,
} from "../../files/downloaded-file.ts";
export {
  createFileTransfer,
  DOWNLOAD_TIMEOUT_MS,
  type DownloadCall,
  type FileTransfer,
  type FileTransferOptions,
  type TransferProgress,
  type UploadCall,
  type UploadOptions,
} from "../../files/file-transfer.ts";
export {
  COMMENT_PART,
  createSupportApi,
  FILE_PART,
  type SupportApi,
} from "./support-api.ts";
export {
  FIRST_ACTIVITY_PAGE,
  type SupportQueries,
  supportKeys,
  supportQueries,
} from "./support-queries.ts";
