import { css } from "#styled-system/css/index.js";
import { flex, wrap } from "#styled-system/patterns/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { portalNow } from "../../core/clock.ts";

/** Footer of every layout: copyright with the current year and the three legal links. */
export function SiteFooter({ tone = "dark" }: { readonly tone?: "dark" | "light" }) {
  const { productName, legalLinks } = useRuntimeConfig();
  const year = portalNow().getFullYear();
  const linkClass = css({ textDecoration: "underline", _hover: { opacity: 0.8 } });
  return (
    <footer
      className={wrap({
        gap: "4",
        justify: "center",
        py: "6",
        px: "4",
        fontSize: "sm",
        color: tone === "dark" ? "text.inverted" : "text.muted",
      })}
    >
      <span>
        © {year} {productName}
      </span>
      <nav aria-label="Legal" className={flex({ gap: "4" })}>
        <a className={linkClass} href={legalLinks.terms}>
          Terms of use
        </a>
        <a className={linkClass} href={legalLinks.privacy}>
          Privacy policy
        </a>
        <a className={linkClass} href={legalLinks.cookies}>
          Cookie policy
        </a>
      </nav>
    </footer>
  );
}
