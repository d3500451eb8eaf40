import type { ContentBlock } from "../../../contract/content-blocks";

/** The block types the editor offers: those with a schema and a view so far (contract/content-blocks.ts). */
export const EDITABLE_BLOCK_TYPES = ["Markdown", "SectionTitle", "CallToAction", "HeroWithSearch"] as const;
export type EditableBlockType = (typeof EDITABLE_BLOCK_TYPES)[number];

const newId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 36);

/** A fresh block of a type, empty where the editor must fill it in. */
export function newBlock(type: EditableBlockType): ContentBlock {
  const id = newId();
  switch (type) {
    case "Markdown":
      return { id, type, markdown: "" };
    case "SectionTitle":
      return { id, type, title: "" };
    case "CallToAction":
      return { id, type, title: "", button: { label: "", url: "/vacancies/search", variant: "primary" } };
    case "HeroWithSearch":
      return { id, type, title: "" };
  }
}

/** A copy with an id of its own. */
export const duplicateBlock = (block: ContentBlock): ContentBlock => ({ ...structuredClone(block), id: newId() });
