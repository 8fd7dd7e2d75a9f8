import { css, cx } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import type { TicketType } from "../../../../core/api/support/request-types.ts";

const optionClass = css({
  display: "flex",
  gap: "3",
  alignItems: "flex-start",
  p: "4",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "control",
  bg: "surface.card",
  cursor: "pointer",
  _hover: { borderColor: "brand.500" },
  "&:has(input:checked)": { borderColor: "brand.500", bg: "brand.50" },
  "&:has(input:focus-visible)": {
    outline: "[2px solid token(colors.brand.500)]",
    outlineOffset: "[2px]",
  },
});

/**
 * The first step of a new ticket: what kind of request it is. Native radio buttons, so the
 * arrow keys move between types and screen readers announce the group and the choice.
 */
export function RequestTypePicker({
  types,
  value,
  onChange,
  errorText,
}: {
  readonly types: ReadonlyArray<TicketType>;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly errorText?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={errorText === undefined ? undefined : "request-type-error"}>
      <legend className={cx(text({ size: "sm", weight: "medium" }), css({ mb: "2" }))}>
        Request type
      </legend>
      <div
        className={grid({
          gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
          gap: "3",
        })}
      >
        {types.map((type) => (
          <label key={type.id} className={optionClass}>
            <input
              type="radio"
              name="request_type"
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
              className={css({ mt: "1", accentColor: "brand.500" })}
            />
            <span>
              <span className={cx(text({ weight: "semibold" }), css({ display: "block" }))}>
                {type.name}
              </span>
              <span className={cx(text({ tone: "muted", size: "sm" }), css({ display: "block" }))}>
                {type.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      {errorText !== undefined && (
        <p
          id="request-type-error"
          className={cx(text({ tone: "danger", size: "sm" }), css({ mt: "2" }))}
        >
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
