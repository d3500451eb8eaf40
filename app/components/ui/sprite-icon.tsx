import type { SVGProps } from "react";

/** A decorative icon drawn from an SVG sprite file (its text says what it means): markup of one element, no icon code. */
export function SpriteIcon({ sprite, id, ...props }: { sprite: string; id: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
