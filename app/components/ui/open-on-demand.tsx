import { type ComponentType, cloneElement, type LazyExoticComponent, type ReactElement, Suspense, useState } from "react";

/** What a panel loaded on demand is given: its own trigger, and to open at once (it is loaded because it was asked). */
export interface OnDemandPanelProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

interface TriggerProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * A menu or side panel whose code loads on first use: the page ships only its button (radix and the panel's contents
 * are about a tenth of a public page's JavaScript). Pointing at or focusing the button starts the download.
 */
export function OpenOnDemand<P extends object = object>({
  trigger,
  Panel,
  preload,
  panelProps,
  onFirstOpen,
}: {
  trigger: ReactElement<TriggerProps>;
  Panel: LazyExoticComponent<ComponentType<OnDemandPanelProps & P>>;
  preload: () => Promise<unknown>;
  /** More for the panel, e.g. a controlled open state. */
  panelProps?: P;
  onFirstOpen?: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    const warm = () => void preload();
    const open = () => {
      setWanted(true);
      onFirstOpen?.();
    };
    return cloneElement(trigger, { onClick: open, onPointerEnter: warm, onFocus: warm });
  }
  return (
    <Suspense fallback={trigger}>
      <Panel {...(panelProps as P)} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
