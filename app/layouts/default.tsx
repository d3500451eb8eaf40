import { Outlet } from "react-router";
import { ErrorView } from "../features/shell/error-view";
import { Footer } from "../features/shell/footer";
import { Header } from "../features/shell/header";
import { PageChrome } from "../features/shell/page-chrome";
import type { Route } from "./+types/default";

export default function DefaultLayout() {
  return (
    <PageChrome mainClassName="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <Outlet />
    </PageChrome>
  );
}

// Errors below this layout keep the header and footer around the error view.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <ErrorView error={error} />
      <Footer />
    </div>
  );
}
