import type { BlockImage, ContentBlock } from "../../../contract/content-blocks";
import type { PageContent } from "../../../contract/pages";

/** A value a block or page shows: a text (numbers as words), a yes or no, or an image. */
export type ShownValue = { kind: "text"; text: string } | { kind: "flag"; on: boolean } | { kind: "image"; image: BlockImage };

/** One field that differs: where it sits ("cards", 1, "title") and what it was and is; absent where it had none. */
export interface FieldChange {
  path: (string | number)[];
  before?: ShownValue;
  after?: ShownValue;
}

export type BlockStatus = "same" | "changed" | "added" | "removed";

export interface BlockComparison {
  status: BlockStatus;
  block: ContentBlock;
  /** Kept, but its place among the kept blocks is another. */
  moved: boolean;
  changes: FieldChange[];
}

export interface PageComparison {
  fields: FieldChange[];
  blocks: BlockComparison[];
  same: boolean;
}

/** The page's own fields that an editor changes, in the editor's order. */
export const PAGE_FIELDS = [
  "title",
  "summary",
  "showTitleOnPage",
  "metaTitle",
  "metaDescription",
  "ogTitle",
  "ogDescription",
] as const;

// Said by the block's kind or worked out by the server from what is compared (the rendered HTML, an image's addresses).
const NOT_COMPARED = new Set(["id", "type", "html"]);

const isImage = (value: unknown): value is BlockImage =>
  typeof value === "object" && value !== null && "upload" in value && "alt" in value;

/** Every shown value below a block's field, by its path. */
function leaves(value: unknown, path: (string | number)[]): [(string | number)[], ShownValue][] {
  if (value === null || value === undefined || value === "") return [];
  if (isImage(value)) return [[path, { kind: "image", image: value }]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (NOT_COMPARED.has(key) ? [] : leaves(inner, [...path, key])));
  }
  if (typeof value === "boolean") return [[path, { kind: "flag", on: value }]];
  return [[path, { kind: "text", text: String(value) }]];
}

const sameValue = (a?: ShownValue, b?: ShownValue) => {
  if (!a || !b) return a === b;
  if (a.kind === "image" && b.kind === "image") return a.image.upload === b.image.upload && a.image.alt === b.image.alt;
  if (a.kind === "flag" && b.kind === "flag") return a.on === b.on;
  return a.kind === "text" && b.kind === "text" && a.text === b.text;
};

/** The fields of `after` that differ from `before`, in `after`'s order with what only `before` had last. */
function changesBetween(before: unknown, after: unknown): FieldChange[] {
  const old = new Map(leaves(before, []).map(([path, value]) => [path.join("/"), { path, value }]));
  const changes: FieldChange[] = [];
  for (const [path, value] of leaves(after, [])) {
    const key = path.join("/");
    const was = old.get(key)?.value;
    old.delete(key);
    if (!sameValue(was, value)) changes.push({ path, before: was, after: value });
  }
  for (const { path, value } of old.values()) changes.push({ path, before: value });
  return changes;
}

/**
 * What changed from one version of a page to another (a publication against the draft): its own fields, and its blocks
 * by their ids — kept (changed or not, moved or not), added, or removed (shown where they stood).
 */
export function comparePages(before: PageContent, after: PageContent): PageComparison {
  const fields = PAGE_FIELDS.flatMap((name) => changesBetween({ [name]: before[name] }, { [name]: after[name] }));
  const oldBlocks = new Map(before.blocks.map((block) => [block.id, block]));
  const newIds = new Set(after.blocks.map((block) => block.id));
  const keptBefore = before.blocks.filter((block) => newIds.has(block.id)).map((block) => block.id);
  const keptAfter = after.blocks.filter((block) => oldBlocks.has(block.id)).map((block) => block.id);

  const blocks: BlockComparison[] = after.blocks.map((block) => {
    const old = oldBlocks.get(block.id);
    if (!old) return { status: "added", block, moved: false, changes: [] };
    const changes = changesBetween(old, block);
    const moved = keptBefore.indexOf(block.id) !== keptAfter.indexOf(block.id);
    return { status: changes.length > 0 ? "changed" : "same", block, moved, changes };
  });
  // A removed block stands after the block that came before it in the earlier version.
  before.blocks.forEach((block, index) => {
    if (newIds.has(block.id)) return;
    const previous = before.blocks[index - 1]?.id;
    const at = previous === undefined ? -1 : blocks.findIndex((b) => b.block.id === previous);
    blocks.splice(at + 1, 0, { status: "removed", block, moved: false, changes: [] });
  });
  const same = fields.length === 0 && blocks.every((b) => b.status === "same" && !b.moved);
  return { fields, blocks, same };
}
