import { Link } from "react-router-dom";
import { css } from "../../../../styled-system/css/index.js";
import { usePageTitle } from "../../app/use-page-title.ts";

/** Shown for /not-found and for every path the portal does not know. */
export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "2" })}>
        Page not found
      </h1>
      <p className={css({ color: "text.muted", mb: "6" })}>
        The page you asked for does not exist or has moved.
      </p>
      <Link className={css({ color: "brand.600", fontWeight: "semibold" })} to="/">
        Go to the portal home
      </Link>
    </section>
  );
}
