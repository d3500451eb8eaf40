import { Check } from "lucide-react";
import type { BlockOf } from "../../../contract/content-blocks";
import { BlockButton } from "./block-button";
import { TextParagraphs } from "./text-paragraphs";

/** A title and text beside a list of selling points, each with a check; the button under the text (on a phone last). */
export function TextWithUspsBlock({ block }: { block: BlockOf<"TextWithUsps"> }) {
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-6 md:grid-cols-2 md:grid-rows-[auto_1fr]">
        <div>
          <h2 className="text-3xl font-bold tracking-tight break-words">{block.title}</h2>
          {block.text && (
            <div className="mt-4 flex flex-col gap-4 text-lg leading-relaxed">
              <TextParagraphs text={block.text} />
            </div>
          )}
        </div>
        <ul className="flex flex-col gap-3 md:col-start-2 md:row-span-2 md:row-start-1">
          {block.usps.map((usp, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: points of static text in a fixed order.
            <li key={index} className="flex items-start gap-3 text-lg">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100">
                <Check className="size-4" strokeWidth={3} aria-hidden />
              </span>
              <span className="min-w-0 break-words">{usp}</span>
            </li>
          ))}
        </ul>
        {block.button && (
          <div className="md:col-start-1 md:row-start-2">
            <BlockButton button={block.button} />
          </div>
        )}
      </div>
    </section>
  );
}
