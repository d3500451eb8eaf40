// Imported for its effect by the content blocks: their texts travel with the pages that show blocks, not with every page.
import en from "../../../locales/en/lazy/blocks.json";
import nl from "../../../locales/nl/lazy/blocks.json";
import { registerNamespace } from "../i18n";

registerNamespace("blocks", { nl, en });
