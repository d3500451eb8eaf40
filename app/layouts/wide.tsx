import { Outlet } from "react-router";
import { PageChrome } from "../features/shell/page-chrome";

export { ErrorBoundary } from "./default";

/** Full-width content on a white (raised) background, for content pages (spec section 2: /:slug?). */
export default function WideLayout() {
  return (
    <PageChrome mainClassName="w-full flex-1 bg-surface-raised">
      <Outlet />
    </PageChrome>
  );
}
