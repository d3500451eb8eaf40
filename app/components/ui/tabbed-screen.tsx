import type { ReactNode } from "react";
import { type Tab, TabNav } from "./tab-nav";

/** A screen in parts: its title, the tabs, and the part that is open. */
export function TabbedScreen({
  title,
  navLabel,
  tabs,
  children,
}: {
  title: string;
  navLabel: string;
  tabs: readonly Tab[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <TabNav tabs={tabs} label={navLabel} />
      <div className="mt-8">{children}</div>
    </div>
  );
}
