import { useImageUrl } from "../document.tsx";
import { useEffect } from "react";
import { LOGO_ROTATION_MS, useAlternating } from "./useAlternating.ts";

/** Headless: swaps the tab's icon between the two favicons. The <link id="favicon"> is in the document head. */
export function FaviconRotator() {
  const href = useAlternating(useImageUrl("/favicon-a.svg"), useImageUrl("/favicon-b.svg"), LOGO_ROTATION_MS);
  useEffect(() => {
    document.querySelector<HTMLLinkElement>("link#favicon")?.setAttribute("href", href);
  }, [href]);
  return null;
}
