import { createContext, useContext } from "react";

/**
 * The lang of the centre's words in a block that mixes them with the product's own texts (a hero's search, a
 * category's count): set where the page's blocks are Dutch on a page in another language, else undefined.
 */
export const BlockLang = createContext<string | undefined>(undefined);

/** The lang attribute for a block's own words (its title, a label it was given). */
export function useBlockLang(): string | undefined {
  return useContext(BlockLang);
}
