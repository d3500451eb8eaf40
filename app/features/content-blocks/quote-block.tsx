import { Quote } from "lucide-react";
import type { BlockOf } from "../../../contract/content-blocks";
import { BlockImg } from "./block-img";
import { TextParagraphs } from "./text-paragraphs";

/** A volunteer's or partner's words, with who said them and their portrait when there is one. */
export function QuoteBlock({ block }: { block: BlockOf<"QuoteBlock"> }) {
  return (
    <section className="px-4 py-8 sm:px-6">
      <figure className="mx-auto max-w-3xl rounded-2xl bg-primary-50 p-6 text-primary-950 sm:p-10 dark:bg-primary-950 dark:text-primary-50">
        <Quote className="size-10 text-primary-700 dark:text-primary-300" aria-hidden />
        <blockquote className="mt-4 flex flex-col gap-4 text-xl leading-relaxed font-medium sm:text-2xl">
          <TextParagraphs text={block.quote} />
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          {block.image?.url && (
            <BlockImg image={block.image} sizes="64px" className="size-16 shrink-0 rounded-full bg-surface-sunken object-cover" />
          )}
          <span>
            <span className="block text-lg font-semibold">{block.author}</span>
            {block.role && <span className="block text-base text-primary-800 dark:text-primary-200">{block.role}</span>}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
