import { Outlet } from "react-router";
import { ErrorView } from "../features/shell/error-view";
import type { Route } from "./+types/empty";

/** No header or footer: stand-alone pages such as /switch and forms by token. */
export default function EmptyLayout() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
