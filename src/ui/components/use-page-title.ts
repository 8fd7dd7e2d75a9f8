import { useEffect } from "react";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { pageTitle } from "../../core/format/page-title.ts";

/** Sets the document title to "{product} Portal | {title}" while the screen is shown. */
export function usePageTitle(title: string): void {
  const { productName } = useRuntimeConfig();
  useEffect(() => {
    document.title = pageTitle(productName, title);
  }, [productName, title]);
}
