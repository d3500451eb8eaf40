import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";

/** Header, main landmark and footer around a page. */
export function PageChrome({ children, mainClassName }: { children: ReactNode; mainClassName?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
