import { SpriteIcon } from "../../components/ui/sprite-icon";
import type { FactIconName } from "./fact-icons";
// A fingerprinted file of its own (never a data: URL, which <use> may not point into): scripts/icon-sprites.ts writes it.
import spriteUrl from "./fact-icons.svg?no-inline";

/** A fact's icon on a result card, from the sprite: a page of results repeats these 25 times. */
export function FactIcon({ name }: { name: FactIconName }) {
  return <SpriteIcon sprite={spriteUrl} id={name} className="size-4 shrink-0 text-fg-muted" />;
}
