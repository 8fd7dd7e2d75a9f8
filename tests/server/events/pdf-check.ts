import { expect } from "vitest";

/**
 * Reads a PDF the way a strict reader would and fails the test where it would have to repair
 * it: header, %%EOF, startxref pointing at the xref table, every xref entry at its object,
 * every stream as long as its /Length. Returns the text shown by its Tj operators.
 */
export function checkPdf(bytes: Uint8Array): { text: string; pages: number } {
  const file = Buffer.from(bytes).toString("latin1");
  expect(file.startsWith("%PDF-1.4\n")).toBe(true);
  expect(file.endsWith("%%EOF\n")).toBe(true);

  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(file);
  const xrefAt = Number(startxref?.[1]);
  expect(file.slice(xrefAt, xrefAt + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(xrefAt)) ?? [];
  expect(first).toBe("0");
  const size = Number(count);
  const table = file.slice(xrefAt + `xref\n0 ${size}\n`.length);
  for (let object = 0; object < size; object += 1) {
    const entry = table.slice(object * 20, object * 20 + 20);
    expect(entry).toMatch(/^\d{10} \d{5} [fn] \n$/);
    if (object === 0) continue;
    const offset = Number(entry.slice(0, 10));
    expect(file.slice(offset, offset + `${object} 0 obj\n`.length)).toBe(`${object} 0 obj\n`);
  }
  expect(file).toContain(`trailer\n<< /Size ${size} /Root 1 0 R`);

  for (const match of file.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(match[1]);
    expect(file.slice(start + length, start + length + "\nendstream".length)).toBe("\nendstream");
  }

  const text = [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((match) =>
      (match[1] ?? "").replace(/\\([0-7]{3}|.)/g, (_, escaped: string) =>
        escaped.length === 3 ? String.fromCharCode(Number.parseInt(escaped, 8)) : escaped,
      ),
    )
    .join("\n");
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(file)?.[1]);
  return { text, pages };
}
