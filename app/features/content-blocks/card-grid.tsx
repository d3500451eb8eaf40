import type { BlockCard } from "../../../contract/content-blocks";
import { cn } from "../../lib/cn";
import { BlockImg } from "./block-img";
import { BlockLink } from "./block-link";

export type CardColumns = 1 | 2 | 3 | 4;

// Whole class names, so that Tailwind finds them.
const SM_COLUMNS: Record<CardColumns, string> = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2", 4: "sm:grid-cols-2" };
const LG_COLUMNS: Record<CardColumns, string> = {
  1: "",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
};
/** How wide a card's picture shows, for choosing between its small variant and the full image. */
const SIZES: Record<CardColumns, string> = {
  1: "(min-width: 1280px) 1232px, 100vw",
  2: "(min-width: 1280px) 604px, (min-width: 640px) 50vw, 100vw",
  3: "(min-width: 1280px) 395px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  4: "(min-width: 1280px) 290px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
};

/**
 * Cards in a grid: one column on a phone, two from sm, `columns` from lg. The block's title is the h2 and its cards
 * h3s; without a title the cards are h2s. A card with a link is one link: its title's link covers the card (one tab
 * stop), and its focus ring goes round the card (so the card does not clip it).
 */
export function CardGrid({ title, cards, columns }: { title?: string; cards: BlockCard[]; columns: CardColumns }) {
  const CardHeading = title ? "h3" : "h2";
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-7xl">
        {title && <h2 className="mb-6 text-3xl font-bold tracking-tight break-words">{title}</h2>}
        <ul className={cn("grid gap-6", SM_COLUMNS[columns], LG_COLUMNS[columns])}>
          {cards.map((card, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id of their own and keep their order.
              key={index}
              className={cn(
                "relative flex flex-col rounded-lg border border-border bg-surface-raised",
                card.url && "transition-colors hover:border-accent",
              )}
            >
              {card.image?.url && (
                <BlockImg
                  image={card.image}
                  sizes={SIZES[columns]}
                  className="aspect-[3/2] w-full rounded-t-lg bg-surface-sunken object-cover"
                />
              )}
              <div className="flex flex-1 flex-col gap-2 p-5">
                <CardHeading className="text-xl font-semibold break-words">
                  {card.url ? (
                    <BlockLink url={card.url} className="stretched-link underline-offset-4">
                      {card.title}
                    </BlockLink>
                  ) : (
                    card.title
                  )}
                </CardHeading>
                {card.text && <p className="text-base text-fg-muted">{card.text}</p>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
