import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

const ITEM =
  "relative flex cursor-pointer items-center gap-2 rounded-sm py-2 pe-3 ps-8 text-sm outline-none select-none data-[highlighted]:bg-surface-sunken";

export function MenuContent({ children, label, ...props }: ComponentProps<typeof DropdownMenu.Content> & { label?: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={6}
        aria-label={label}
        className="z-50 min-w-44 rounded-md border border-border bg-surface-raised p-1 text-fg shadow-lg"
        {...props}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuRadioItem({ children, ...props }: ComponentProps<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem className={ITEM} {...props}>
      <DropdownMenu.ItemIndicator className="absolute start-2 inline-flex">
        <Check className="size-4" aria-hidden />
      </DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.RadioItem>
  );
}

export function MenuItem({ children, className, ...props }: ComponentProps<typeof DropdownMenu.Item> & { children: ReactNode }) {
  return (
    <DropdownMenu.Item className={cn(ITEM, className)} {...props}>
      {children}
    </DropdownMenu.Item>
  );
}
