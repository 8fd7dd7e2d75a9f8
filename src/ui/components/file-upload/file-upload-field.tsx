import { FileUpload, useFileUpload } from "@ark-ui/react/file-upload";
import { useId } from "react";
import { css } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { fileUpload, srOnly } from "#styled-system/recipes/index.js";
import { formatByteSize } from "../../../core/uploads/index.ts";
import { Button } from "../button.tsx";
import { entryStatus, refusalMessage, refusalsOf, type UploadEntry } from "./upload-entry.ts";

export interface FileUploadFieldProps {
  readonly label: string;
  /** The files of the field and how their uploads stand; the feature owns them. */
  readonly entries: ReadonlyArray<UploadEntry>;
  /** Files picked or dropped that passed the core rules. */
  readonly onAdd: (files: File[]) => void;
  readonly onRemove: (key: string) => void;
  /** The upload limit of the runtime configuration. */
  readonly maxBytes: number;
  readonly maxFiles?: number;
  readonly disabled?: boolean;
  readonly helperText?: string;
}

/** How many files one form takes when the feature does not say. */
export const DEFAULT_MAX_FILES = 10;

/**
 * Attachments on Ark UI's FileUpload: a drop area with a "Choose files" button (keyboard and
 * screen readers use the button; dropping is a shortcut), core's upload rules applied to
 * every file before anything is sent, one sentence per refused file, and each accepted file
 * with its size, its upload progress and a remove button.
 */
export function FileUploadField({
  label,
  entries,
  onAdd,
  onRemove,
  maxBytes,
  maxFiles = DEFAULT_MAX_FILES,
  disabled = false,
  helperText,
}: FileUploadFieldProps) {
  const classes = fileUpload();
  const hintId = useId();
  const held = entries.flatMap((entry) => (entry.file === undefined ? [] : [entry.file]));
  const restored = entries.length - held.length;
  const room = Math.max(0, maxFiles - restored);
  const full = entries.length >= maxFiles;
  const upload = useFileUpload({
    maxFiles: Math.max(1, room),
    acceptedFiles: held,
    disabled: disabled || full,
    validate: (file) => refusalsOf(file, maxBytes, entries),
    onFileAccept: ({ files }) => {
      const added = files.filter((file) => !held.includes(file));
      if (added.length > 0) onAdd(added);
    },
    translations: { dropzone: label },
  });
  const refusals = upload.rejectedFiles.map((rejection) => refusalMessage(rejection, maxFiles));

  return (
    <FileUpload.RootProvider value={upload} className={classes.root}>
      <FileUpload.Label className={classes.label}>{label}</FileUpload.Label>
      <FileUpload.Dropzone disableClick role="group" className={classes.dropzone}>
        <span aria-hidden="true">Drop files here, or</span>
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm" aria-describedby={hintId}>
            Choose files
          </Button>
        </FileUpload.Trigger>
        <span id={hintId} className={classes.hint}>
          {full
            ? `The limit of ${maxFiles} files is reached.`
            : (helperText ??
              `Up to ${maxFiles} files, ${formatByteSize(maxBytes)} each. Programs and scripts are refused.`)}
        </span>
      </FileUpload.Dropzone>
      <FileUpload.HiddenInput />
      {refusals.length > 0 && (
        <div role="alert" className={classes.refusals}>
          <ul className={flex({ direction: "column", gap: "1" })}>
            {refusals.map((message, index) => (
              // Two refusals can read the same (the same file dropped twice).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole per pick.
              <li key={index}>{message}</li>
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            className={css({ alignSelf: "flex-start" })}
            onClick={() => upload.clearRejectedFiles()}
          >
            Dismiss
          </Button>
        </div>
      )}
      {entries.length > 0 && (
        <ul aria-label={`${label}: files`} className={classes.itemGroup}>
          {entries.map((entry) => (
            <li key={entry.key} data-state={entry.state} className={classes.item}>
              <span className={classes.itemName}>{entry.name}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onRemove(entry.key)}
              >
                Remove <span className={srOnly()}>{entry.name}</span>
              </Button>
              {entry.state === "uploading" && (
                <progress
                  className={classes.progress}
                  max={100}
                  value={Math.round(entry.progress * 100)}
                  aria-label={`Upload of ${entry.name}`}
                />
              )}
              <span
                className={classes.itemMeta}
                role={entry.state === "failed" ? "alert" : undefined}
              >
                {entryStatus(entry)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </FileUpload.RootProvider>
  );
}
