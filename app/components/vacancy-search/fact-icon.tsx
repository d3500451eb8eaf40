import type { FactIconName } from "./fact-icons";
// A fingerprinted file of its own (never a data: URL, which <use> may not point into): scripts/icon-sprites.ts writes it.
import spriteUrl from "./fact-icons.svg?no-inline";

/** A fact's icon on a result card (decorative, the text says it), from the sprite: a card repeats these 25 times. */
export function FactIcon({ name }: { name: FactIconName }) {
  return (
    <svg className="size-4 shrink-0 text-fg-muted" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
