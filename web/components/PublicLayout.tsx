import type { ReactNode } from "react";
import { PublicNav } from "./PublicNav.tsx";
import { PublicFooter } from "./PublicFooter.tsx";

/** Every public page: the shared top bar and footer around the page's own <main>. */
export function PublicLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <>
      <PublicNav />
      <main id="main" className={className}>
        {children}
      </main>
      <PublicFooter />
    </>
  );
}
