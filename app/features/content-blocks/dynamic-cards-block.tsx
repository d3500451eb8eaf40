import type { BlockOf } from "../../../contract/content-blocks";
import { CardGrid } from "./card-grid";

/** Up to twelve cards, in rows of the block's two, three or four columns on a wide screen. */
export function DynamicCardsBlock({ block }: { block: BlockOf<"DynamicCards"> }) {
  return <CardGrid title={block.title} cards={block.cards} columns={block.columns} />;
}
