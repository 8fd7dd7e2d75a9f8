import type { ReactNode } from "react";
import { cx } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { srOnly } from "#styled-system/recipes/index.js";
import { Button } from "../../../components/button.tsx";

const choicesClass = wrap({
  gap: "1",
  border: "none",
  // Inside a card whose long words break anywhere, a button keeps its word whole.
  overflowWrap: "normal",
});

/**
 * One of a few choices as a row of small buttons, the chosen one pressed (a chart's range, its
 * metric), under a legend for assistive technology. `children` follow the choices' buttons
 * (the range's "Custom…", which opens a form rather than choosing at once).
 */
export function PressedChoices<Choice extends string>({
  legend,
  choices,
  labels,
  chosen,
  onChoose,
  className,
  children,
}: {
  /** What is chosen: "Range", "Metric". */
  readonly legend: string;
  readonly choices: ReadonlyArray<Choice>;
  readonly labels: Readonly<Record<Choice, string>>;
  /** The pressed choice; none is pressed when it is not one of `choices`. */
  readonly chosen: string;
  readonly onChoose: (choice: Choice) => void;
  /** Where the row sits (its margins). */
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  return (
    <fieldset className={cx(choicesClass, className)}>
      <legend className={srOnly()}>{legend}</legend>
      {choices.map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant={chosen === choice ? "primary" : "outline"}
          aria-pressed={chosen === choice}
          onClick={() => onChoose(choice)}
        >
          {labels[choice]}
        </Button>
      ))}
      {children}
    </fieldset>
  );
}
