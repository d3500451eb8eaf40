import { useCallback, useEffect, useState } from "react";
import type { Shape } from "./theme";

const KEY = "shape";

/** A device-local override of the centre's shape; null follows the centre. */
export function useShapePreference(): [Shape | null, (shape: Shape | null) => void] {
  const [shape, setShapeState] = useState<Shape | null>(null);
  useEffect(() => {
    const stored = window.localStorage.getItem(KEY);
    if (stored === "rounded" || stored === "straight") setShapeState(stored);
  }, []);
  const setShape = useCallback((next: Shape | null) => {
    setShapeState(next);
    if (next) window.localStorage.setItem(KEY, next);
    else window.localStorage.removeItem(KEY);
    const root = document.documentElement;
    root.dataset.shape = next ?? root.dataset.centerShape ?? "rounded";
  }, []);
  return [shape, setShape];
}
