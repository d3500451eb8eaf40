import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False on the server and while hydrating, true after: controls that need JavaScript render only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
