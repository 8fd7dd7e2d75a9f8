import type { ReactNode } from "react";
import { Outlet } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { wordmark } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { PublicCard, PublicFrame } from "./public-frame.tsx";

/**
 * Plain layout of the public pages (spec section 2): branded background, a card, the footer.
 * Renders its child route, or `children` where there is no route (the route error screen).
 */
export function PublicLayout({ children }: { readonly children?: ReactNode }) {
  const { productName } = useRuntimeConfig();
  return (
    <PublicFrame
      header={
        <header className={css({ px: "8", py: "6", color: "text.inverted" })}>
          <span className={wordmark()}>{productName}</span>
        </header>
      }
    >
      <main className={flex({ flex: "1", align: "center", justify: "center", px: "4", py: "8" })}>
        <PublicCard width="form">{children ?? <Outlet />}</PublicCard>
      </main>
    </PublicFrame>
  );
}
