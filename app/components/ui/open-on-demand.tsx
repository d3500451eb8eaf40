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
export function OpenOnDemand({
  trigger,
  Panel,
  preload,
}: {
  trigger: ReactElement<TriggerProps>;
  Panel: LazyExoticComponent<ComponentType<OnDemandPanelProps>>;
  preload: () => Promise<unknown>;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    const warm = () => void preload();
    return cloneElement(trigger, { onClick: () => setWanted(true), onPointerEnter: warm, onFocus: warm });
  }
  return (
    <Suspense fallback={trigger}>
      <Panel trigger={trigger} defaultOpen />
    </Suspense>
  );
}
