import "../private/harness/dom-stubs.ts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FileUploadField } from "../../../src/ui/components/file-upload/file-upload-field.tsx";
import type { UploadEntry } from "../../../src/ui/components/file-upload/upload-entry.ts";

function fileOf(name: string, size = 12, type = "application/pdf"): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** The field with its entries kept the way a feature keeps them: files wait to be sent. */
function Harness({
  maxBytes = 1024,
  maxFiles,
  initial = [],
  onAdd,
}: {
  readonly maxBytes?: number;
  readonly maxFiles?: number;
  readonly initial?: UploadEntry[];
  readonly onAdd?: (files: File[]) => void;
}) {
  const [entries, setEntries] = useState<UploadEntry[]>(initial);
  return (
    <FileUploadField
      label="Attachments"
      entries={entries}
      maxBytes={maxBytes}
      {...(maxFiles === undefined ? {} : { maxFiles })}
      onAdd={(files) => {
        onAdd?.(files);
        setEntries((current) => [
          ...current,
          ...files.map((file) => ({
            key: file.name,
            name: file.name,
            size: file.size,
            state: "waiting" as const,
            progress: 0,
            error: null,
            file,
          })),
        ]);
      }}
      onRemove={(key) => setEntries((current) => current.filter((entry) => entry.key !== key))}
    />
  );
}

function input(): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (element === null) throw new Error("no file input");
  return element;
}

/** The names of the files the field lists, in order. */
function listedFiles(): string[] {
  const list = screen.getByRole("list", { name: "Attachments: files" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent ?? "");
}

describe("FileUploadField", () => {
  it("accepts files that pass the upload rules and lists them with their size", async () => {
    const onAdd = vi.fn();
    render(<Harness onAdd={onAdd} />);
    expect(screen.getByRole("button", { name: "Choose files" })).toBeTruthy();
    await userEvent.setup().upload(input(), [fileOf("trace.pdf", 12), fileOf("config.txt", 20)]);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual([
      "trace.pdf",
      "config.txt",
    ]);
    expect(listedFiles()).toEqual(["trace.pdf", "config.txt"]);
    expect(screen.getByText("12 bytes · sent with the form")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a blocked or too large file before anything is sent, saying why for each", async () => {
    const onAdd = vi.fn();
    render(<Harness onAdd={onAdd} maxBytes={100} />);
    await userEvent
      .setup({ applyAccept: false })
      .upload(input(), [fileOf("setup.exe"), fileOf("huge.pdf", 2048), fileOf("ok.pdf")]);
    const alert = screen.getByRole("alert");
    expect(
      within(alert).getByText('"setup.exe" cannot be uploaded: .exe files are blocked.'),
    ).toBeTruthy();
    expect(within(alert).getByText('"huge.pdf" is 2 KB; the limit is 100 bytes.')).toBeTruthy();
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: "ok.pdf" })]);
    expect(listedFiles()).toEqual(["ok.pdf"]);

    await userEvent.setup().click(within(alert).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a double extension and the same file twice", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const report = fileOf("report.pdf");
    await user.upload(input(), [report]);
    await user.upload(input(), [report, fileOf("invoice.pdf.js")]);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText('"report.pdf" is already attached.')).toBeTruthy();
    expect(
      within(alert).getByText('"invoice.pdf.js" cannot be uploaded: .js files are blocked.'),
    ).toBeTruthy();
    expect(listedFiles()).toEqual(["report.pdf"]);
  });

  it("stops at the file limit and says so", async () => {
    render(<Harness maxFiles={2} />);
    await userEvent.setup().upload(input(), [fileOf("a.pdf"), fileOf("b.pdf"), fileOf("c.pdf")]);
    expect(screen.getByRole("alert").textContent).toContain("at most 2 files can be attached");
    expect(screen.queryByRole("list", { name: "Attachments: files" })).toBeNull();
  });

  it("shows each file's upload progress and the server's refusal, and removes a file", async () => {
    const entries: UploadEntry[] = [
      { key: "1", name: "trace.pdf", size: 2048, state: "uploading", progress: 0.42, error: null },
      {
        key: "2",
        name: "photo.png",
        size: 10,
        state: "failed",
        progress: 0,
        error: "The content does not match .png.",
      },
      { key: "3", name: "notes.txt", size: 10, state: "uploaded", progress: 1, error: null },
    ];
    render(<Harness initial={entries} />);
    const progress = screen.getByRole("progressbar", { name: "Upload of trace.pdf" });
    expect(progress.getAttribute("value")).toBe("42");
    expect(screen.getByText("2 KB · uploading, 42%")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "10 bytes · not uploaded: The content does not match .png.",
    );
    expect(screen.getByText("10 bytes · uploaded")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove photo.png" }));
    expect(listedFiles()).toEqual(["trace.pdf", "notes.txt"]);
  });
});
