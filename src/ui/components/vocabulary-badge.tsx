import { badge } from "#styled-system/recipes/index.js";

/** The badge recipe's tones; the words always say what a value is, the tone only helps the eye. */
export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

/**
 * One value of a fixed vocabulary (a status, a state, a priority) as a badge: its label from
 * the vocabulary's labels, its tone from the feature's value-to-tone table. Every feature's
 * badges are this with their own tables, so a new vocabulary's badge is a table, not markup.
 */
export function VocabularyBadge<Value extends string>({
  value,
  labels,
  tones,
}: {
  readonly value: Value;
  readonly labels: Readonly<Record<Value, string>>;
  readonly tones: Readonly<Record<Value, BadgeTone>>;
}) {
  return <span className={badge({ tone: tones[value] })}>{labels[value]}</span>;
}
