import type { AnyStateMachine } from "xstate";
import {
  type MachineTransition,
  machineTransitions,
  mermaidDiagram,
  stateNodesOf,
  transitionLabel,
} from "./machine-diagram.ts";

/**
 * The transition coverage of one machine (`npm run coverage:machines`): every transition its
 * definition holds (machineTransitions, so a transition added to a machine is counted without
 * anything listing it), against the keys the machine-level replays took
 * (tests/machines/*.paths.test.ts) and those the UI-level paths take (e2e/models/).
 */

export interface CoverageInput {
  readonly name: string;
  readonly machine: AnyStateMachine;
  /** Keys of the transitions the machine-level replays took. */
  readonly machineTaken: ReadonlySet<string>;
  /** Keys of the transitions the UI paths take; null when the machine has no UI model. */
  readonly uiTaken: ReadonlySet<string> | null;
  /** Transitions with no UI path, by key, with the reason. */
  readonly uiExemptions: Readonly<Record<string, string>>;
}

export interface UncoveredTransition {
  readonly key: string;
  /** Source state, trigger and guard, as the diagram labels it. */
  readonly label: string;
}

export interface MachineCoverage {
  readonly name: string;
  readonly states: number;
  readonly transitions: number;
  readonly byMachine: number;
  readonly byUi: number;
  readonly uiExempt: number;
  /** Covered by neither kind of path. */
  readonly neither: ReadonlyArray<UncoveredTransition>;
  /** Not covered through the UI and not exempted (every one, when there is no UI model). */
  readonly uiMissing: ReadonlyArray<UncoveredTransition>;
  readonly hasUiModel: boolean;
  readonly diagram: string;
}

function describe(transition: MachineTransition): UncoveredTransition {
  const source = transition.source.path.join(".") || transition.source.machine.id;
  return { key: transition.key, label: `${source}: ${transitionLabel(transition)}` };
}

export function machineCoverage(input: CoverageInput): MachineCoverage {
  const transitions = machineTransitions(input.machine);
  const ui = input.uiTaken ?? new Set<string>();
  const exempt = (key: string) => key in input.uiExemptions;
  return {
    name: input.name,
    states: stateNodesOf(input.machine.root).length,
    transitions: transitions.length,
    byMachine: transitions.filter((t) => input.machineTaken.has(t.key)).length,
    byUi: transitions.filter((t) => ui.has(t.key)).length,
    uiExempt: transitions.filter((t) => !ui.has(t.key) && exempt(t.key)).length,
    neither: transitions
      .filter((t) => !input.machineTaken.has(t.key) && !ui.has(t.key))
      .map(describe),
    uiMissing: transitions.filter((t) => !ui.has(t.key) && !exempt(t.key)).map(describe),
    hasUiModel: input.uiTaken !== null,
    diagram: mermaidDiagram(input.machine),
  };
}

const COLUMNS = [
  "Machine",
  "States",
  "Transitions",
  "Machine-level",
  "UI-level",
  "UI-exempt",
  "Neither",
];

function row(coverage: MachineCoverage): string[] {
  return [
    coverage.name,
    String(coverage.states),
    String(coverage.transitions),
    String(coverage.byMachine),
    coverage.hasUiModel ? String(coverage.byUi) : "no UI model",
    String(coverage.uiExempt),
    String(coverage.neither.length),
  ];
}

/** The table as plain text, columns padded, for the terminal. */
export function coverageText(report: ReadonlyArray<MachineCoverage>): string {
  const rows = [COLUMNS, ...report.map(row)];
  const widths = COLUMNS.map((_, column) =>
    Math.max(...rows.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  const details = report.flatMap((coverage) => [
    ...coverage.neither.map((t) => `${coverage.name}: covered by neither: ${t.label} (${t.key})`),
    ...(coverage.hasUiModel
      ? coverage.uiMissing.map((t) => `${coverage.name}: no UI path: ${t.label} (${t.key})`)
      : []),
  ]);
  return [...rows.map(line), ...(details.length === 0 ? [] : ["", ...details])].join("\n");
}

function markdownCell(text: string): string {
  return text.replaceAll("|", "\\|");
}

function markdownMachine(
  coverage: MachineCoverage,
  exemptions: Readonly<Record<string, string>>,
): string[] {
  const lines = [`## ${coverage.name}`, "", "```mermaid", coverage.diagram, "```", ""];
  if (coverage.neither.length > 0) {
    lines.push(
      "Covered by neither:",
      "",
      ...coverage.neither.map((t) => `- \`${markdownCell(t.label)}\``),
      "",
    );
  }
  if (!coverage.hasUiModel)
    lines.push("No UI model yet: no transition is walked through the UI.", "");
  else if (coverage.uiMissing.length > 0) {
    lines.push(
      "No UI path:",
      "",
      ...coverage.uiMissing.map((t) => `- \`${markdownCell(t.label)}\``),
      "",
    );
  }
  const exempt = Object.entries(exemptions);
  if (exempt.length > 0) {
    lines.push(
      "Exempt from the UI, with the reason:",
      "",
      ...exempt.map(([key, reason]) => `- \`${key}\`: ${reason}`),
      "",
    );
  }
  return lines;
}

/** The Markdown page: the table, then each machine's diagram and what is left uncovered. */
export function coverageMarkdown(
  report: ReadonlyArray<MachineCoverage>,
  exemptions: Readonly<Record<string, Readonly<Record<string, string>>>>,
): string {
  return [
    "# Machine transition coverage",
    "",
    "Generated by `npm run coverage:machines`. Machine-level: the replays of",
    "`tests/machines/*.paths.test.ts`; UI-level: the paths of `e2e/models/` walked in the browser.",
    "",
    `| ${COLUMNS.join(" | ")} |`,
    `| ${COLUMNS.map(() => "---").join(" | ")} |`,
    ...report.map((coverage) => `| ${row(coverage).join(" | ")} |`),
    "",
    ...report.flatMap((coverage) => markdownMachine(coverage, exemptions[coverage.name] ?? {})),
  ].join("\n");
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function htmlList(title: string, items: ReadonlyArray<string>): string {
  if (items.length === 0) return "";
  return `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join("")}</ul>`;
}

/**
 * The HTML page: the table and each machine's diagram. The diagrams are Mermaid source in
 * `<pre class="mermaid">`, drawn by Mermaid from its CDN when the reader is online and readable
 * as text when not.
 */
export function coverageHtml(
  report: ReadonlyArray<MachineCoverage>,
  exemptions: Readonly<Record<string, Readonly<Record<string, string>>>>,
): string {
  const head = `<tr>${COLUMNS.map((column) => `<th>${column}</th>`).join("")}</tr>`;
  const rows = report
    .map(
      (coverage) =>
        `<tr>${row(coverage)
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join("")}</tr>`,
    )
    .join("\n");
  const sections = report
    .map((coverage) =>
      [
        `<section><h2>${escapeHtml(coverage.name)}</h2>`,
        `<pre class="mermaid">${escapeHtml(coverage.diagram)}</pre>`,
        htmlList(
          "Covered by neither",
          coverage.neither.map((t) => t.label),
        ),
        coverage.hasUiModel
          ? htmlList(
              "No UI path",
              coverage.uiMissing.map((t) => t.label),
            )
          : "<p>No UI model yet: no transition is walked through the UI.</p>",
        htmlList(
          "Exempt from the UI",
          Object.entries(exemptions[coverage.name] ?? {}).map(
            ([key, reason]) => `${key}: ${reason}`,
          ),
        ),
        "</section>",
      ].join("\n"),
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Machine transition coverage</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; max-width: 72rem; }
/* On a phone the table scrolls by itself rather than the page sideways. */
table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; }
th, td { border: 1px solid #999; padding: 0.25rem 0.75rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
pre { background: #f4f4f4; padding: 1rem; overflow-x: auto; }
</style>
</head>
<body>
<h1>Machine transition coverage</h1>
<p>Generated by <code>npm run coverage:machines</code>. Machine-level: the replays of
<code>tests/machines/*.paths.test.ts</code>; UI-level: the paths of <code>e2e/models/</code>.</p>
<table>
${head}
${rows}
</table>
${sections}
<script type="module">
import mermaid from "https://cdn.jsdelivr.net/npm/mermaid@11/dist/mermaid.esm.min.mjs";
mermaid.initialize({ startOnLoad: true });
</script>
</body>
</html>
`;
}
