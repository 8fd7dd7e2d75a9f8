import { Link, Outlet } from "react-router-dom";
import { flex, wrap } from "#styled-system/patterns/index.js";
import { textLink, wordmark } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { PublicCard, PublicFrame } from "./public-frame.tsx";

/**
 * The frame of the legal and help pages (/legal/:topic, /docs/:topic): the public pages'
 * branded background and footer, with a card wide enough for reading, and the way back to the
 * portal. Public, because the footer and the cookie banner link here before anyone signs in.
 */
export function DocumentLayout() {
  const { productName } = useRuntimeConfig();
  return (
    <PublicFrame
      header={
        <header
          className={wrap({
            gap: "4",
            align: "baseline",
            justify: "space-between",
            px: { base: "4", md: "8" },
            py: "6",
            color: "text.inverted",
          })}
        >
          <Link to="/" className={wordmark()}>
            {productName}
          </Link>
          <Link className={textLink({ tone: "inverted" })} to="/">
            Back to the portal
          </Link>
        </header>
      }
    >
      <main className={flex({ flex: "1", justify: "center", px: "4", pb: "8" })}>
        <PublicCard width="reading">
          <Outlet />
        </PublicCard>
      </main>
    </PublicFrame>
  );
}
