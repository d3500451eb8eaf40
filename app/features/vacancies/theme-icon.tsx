import { themeIcon } from "../../../contract/vacancy-themes";
import { SpriteIcon } from "../../components/ui/sprite-icon";
// A fingerprinted file of its own (never a data: URL, which <use> may not point into): scripts/icon-sprites.ts writes it.
import spriteUrl from "./theme-icons.svg?no-inline";

/** A theme's icon beside its name (decorative, the name says it), from the sprite: no icon code in the page's bundle. */
export function ThemeIcon({ theme, className }: { theme: string; className?: string }) {
  if (!themeIcon(theme)) return null;
  return <SpriteIcon sprite={spriteUrl} id={theme} className={className} data-theme-icon={theme} />;
}
