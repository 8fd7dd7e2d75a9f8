import { css, cx } from "#styled-system/css/index.js";
import { heading } from "#styled-system/recipes/index.js";

/** Shown instead of the portal when /config.json is present but wrong: the operator must fix it. */
export function ConfigErrorScreen({ message }: { readonly message: string }) {
  return (
    <main role="alert" className={css({ maxW: "2xl", mx: "auto", my: "16", px: "4" })}>
      <h1 className={cx(heading({ size: "page" }), css({ mb: "4" }))}>
        The portal is misconfigured
      </h1>
      <pre
        className={css({
          whiteSpace: "pre-wrap",
          bg: "danger.50",
          p: "4",
          borderRadius: "control",
        })}
      >
        {message}
      </pre>
    </main>
  );
}
