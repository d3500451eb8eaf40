import type { ContentBlockType } from "../../../contract/content-block-options";
import type { ContentBlock } from "../../../contract/content-blocks";
import { BLOCK_FORMS, blankObject } from "./block-forms";

const newId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 36);

/** A fresh block of a type, empty where the editor must fill it in. */
export const newBlock = (type: ContentBlockType): ContentBlock =>
  ({ id: newId(), type, ...blankObject(BLOCK_FORMS[type]) }) as ContentBlock;

/** A copy with an id of its own. */
export const duplicateBlock = (block: ContentBlock): ContentBlock => ({ ...structuredClone(block), id: newId() });
