import { ArrowRight } from "lucide-react";
import type { BlockOf } from "../../../contract/content-blocks";
import { BlockLink } from "./block-link";

/** Shortcuts as tiles: one column on a phone, two from sm, three from lg. */
export function HotlinksBlock({ block }: { block: BlockOf<"Hotlinks"> }) {
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-7xl">
        {block.title && <h2 className="mb-6 text-3xl font-bold tracking-tight break-words">{block.title}</h2>}
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {block.links.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: links have no id of their own and keep their order.
            <li key={index}>
              <BlockLink
                url={link.url}
                className="group flex h-full min-h-14 items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised px-5 py-3 text-lg font-semibold text-fg transition-colors hover:border-accent hover:bg-primary-50 dark:hover:bg-primary-950"
              >
                <span className="min-w-0 break-words">{link.label}</span>
                <ArrowRight
                  className="size-5 shrink-0 text-accent transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5 motion-reduce:transition-none"
                  aria-hidden
                />
              </BlockLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
