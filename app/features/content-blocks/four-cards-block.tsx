import type { BlockOf } from "../../../contract/content-blocks";
import { type CardColumns, CardGrid } from "./card-grid";

/** The older cards block: one to four cards, side by side on a wide screen as many as there are. */
export function FourCardsBlock({ block }: { block: BlockOf<"FourCards"> }) {
  const columns = Math.min(Math.max(block.cards.length, 1), 4) as CardColumns;
  return <CardGrid title={block.title} cards={block.cards} columns={columns} />;
}
