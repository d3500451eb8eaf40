import type { BlockOf } from "../../../contract/content-blocks";
import { cn } from "../../lib/cn";
import { BlockButton } from "./block-button";

/** The first panel in the centre's primary tint, the second in its secondary one. */
const TINT = [
  "bg-primary-100 text-primary-950 dark:bg-primary-950 dark:text-primary-50",
  "bg-secondary-100 text-secondary-950 dark:bg-secondary-950 dark:text-secondary-50",
] as const;

/** Two questions side by side (stacked on a phone), each with its own button: "volunteer" and "find volunteers". */
export function DualCtaBlock({ block }: { block: BlockOf<"DualCta"> }) {
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2">
        {block.items.map((item, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: always two panels, in a fixed order.
            key={index}
            className={cn("flex flex-col items-start gap-4 rounded-2xl p-6 sm:p-10", TINT[index % 2])}
          >
            <h2 className="text-2xl font-bold break-words">{item.title}</h2>
            {item.text && <p className="max-w-2xl text-lg">{item.text}</p>}
            <div className="mt-auto pt-2">
              <BlockButton button={item.button} />
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
