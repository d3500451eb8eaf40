import type { ButtonVariant } from "../../../contract/content-block-options";
import type { BlockButton as Button } from "../../../contract/content-blocks";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { BlockLink } from "./block-link";

/** Spec section 3's seven variants on the design system's buttons; light and white sit on a dark or coloured band. */
const VARIANT: Record<ButtonVariant, string> = {
  primary: buttonClasses({ size: "lg" }),
  secondary: buttonClasses({ color: "secondary", size: "lg" }),
  tertiary: buttonClasses({ flavor: "pastel", size: "lg" }),
  outline: buttonClasses({ flavor: "outline", size: "lg" }),
  outlineSecondary: buttonClasses({ flavor: "outline", color: "secondary", size: "lg" }),
  light: cn(buttonClasses({ size: "lg" }), "bg-white/15 text-white ring-1 ring-white/60 hover:bg-white/25"),
  white: cn(buttonClasses({ size: "lg" }), "bg-white text-primary-900 hover:bg-primary-50"),
};

export function BlockButton({ button }: { button: Button }) {
  return (
    <BlockLink url={button.url} className={VARIANT[button.variant]}>
      {button.label}
    </BlockLink>
  );
}
