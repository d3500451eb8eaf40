import type { BlockOf } from "../../../contract/content-blocks";
import { cn } from "../../lib/cn";
import { BlockButton } from "./block-button";
import { BlockImg } from "./block-img";
import { TextParagraphs } from "./text-paragraphs";

/** A picture beside a title, text and buttons; on a phone the picture comes first. */
export function ImageTextButtonsBlock({ block }: { block: BlockOf<"ImageTextButtons"> }) {
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto grid max-w-7xl items-center gap-6 md:grid-cols-2 md:gap-12">
        {block.image.url && (
          <div className={cn(block.side === "right" && "md:order-2")}>
            <BlockImg
              image={block.image}
              sizes="(min-width: 1280px) 616px, (min-width: 768px) 50vw, 100vw"
              className="w-full rounded-xl bg-surface-sunken object-cover"
            />
          </div>
        )}
        <div>
          <h2 className="text-3xl font-bold tracking-tight break-words">{block.title}</h2>
          <div className="mt-4 flex flex-col gap-4 text-lg leading-relaxed">
            <TextParagraphs text={block.text} />
          </div>
          {block.buttons.length > 0 && (
            <div className="mt-6 flex flex-wrap gap-3">
              {block.buttons.map((button, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: at most two buttons, in a fixed order.
                <BlockButton key={index} button={button} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
