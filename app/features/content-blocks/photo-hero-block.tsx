import type { BlockOf } from "../../../contract/content-blocks";
import { BlockButton } from "./block-button";
import { BlockImg } from "./block-img";

/**
 * A band across the page on a photo, its title, lead and button in white. The scrim under the text is at least 60%
 * black everywhere (a white photo becomes #666 or darker: 5.7:1 or more for white text), darker towards the text.
 */
export function PhotoHeroBlock({ block, headingLevel }: { block: BlockOf<"PhotoHero">; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="relative isolate overflow-hidden bg-primary-950 text-white">
      <BlockImg
        image={block.image}
        sizes="100vw"
        eager
        priority={headingLevel === 1}
        className="absolute inset-0 -z-10 size-full max-w-none object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-black/60" aria-hidden />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/60 via-black/30 to-transparent" aria-hidden />
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end px-4 py-14 sm:min-h-[30rem] sm:px-6 sm:py-20">
        <Heading className="max-w-3xl text-4xl font-bold tracking-tight break-words [text-shadow:0_1px_3px_rgb(0_0_0/0.5)] sm:text-5xl">
          {block.title}
        </Heading>
        {block.lead && <p className="mt-4 max-w-2xl text-lg [text-shadow:0_1px_3px_rgb(0_0_0/0.5)] sm:text-xl">{block.lead}</p>}
        {block.button && (
          <div className="mt-8">
            <BlockButton button={block.button} />
          </div>
        )}
      </div>
    </section>
  );
}
