import { useEffect, useRef } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex, stack, wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/text-field.tsx";

/**
 * The captcha step of the sign-in form: the image from GET /get-captcha, a button for a new
 * one, and the answer field. It gets focus when it appears, since it is what stands between
 * the user and signing in.
 */
export function CaptchaChallenge({
  answer,
  onAnswerChange,
}: {
  readonly answer: string;
  readonly onAnswerChange: (answer: string) => void;
}) {
  const { captcha, reloadCaptcha, isBusy } = useSession();
  const answerInput = useRef<HTMLInputElement>(null);
  const captchaId = captcha?.id;
  useEffect(() => {
    if (captchaId !== undefined) answerInput.current?.focus();
  }, [captchaId]);

  return (
    <fieldset
      className={stack({
        gap: "3",
        borderWidth: "1px",
        borderColor: "border.default",
        borderRadius: "control",
        p: "4",
      })}
    >
      <legend className={cx(text({ size: "sm", weight: "medium" }), css({ px: "1" }))}>
        Security check
      </legend>
      <div className={wrap({ align: "center", gap: "3" })}>
        {captcha === null ? (
          <p
            role="status"
            className={flex({
              flex: "1",
              minH: "16",
              align: "center",
              color: "text.muted",
              fontSize: "sm",
            })}
          >
            {isBusy ? "Loading a new image…" : "No image to show."}
          </p>
        ) : (
          <img
            src={captcha.image}
            alt="Security check: characters to type into the field below"
            className={css({
              h: "16",
              maxW: "full",
              borderRadius: "control",
              borderWidth: "1px",
              borderColor: "border.default",
              bg: "surface.card",
            })}
          />
        )}
        <Button variant="ghost" size="sm" onClick={reloadCaptcha} disabled={isBusy}>
          New image
        </Button>
      </div>
      <TextField
        ref={answerInput}
        label="Characters in the image"
        name="captcha_text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={answer}
        onChange={(event) => onAnswerChange(event.target.value)}
      />
    </fieldset>
  );
}
