import { ArrowDown, ArrowUp, Copy, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { CONTENT_BLOCK_TYPES, type ContentBlockType } from "../../../contract/content-block-options";
import type { ContentBlock } from "../../../contract/content-blocks";
import type { TFunction } from "../../../locales/translate";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { SortableList } from "../../components/ui/sortable-list";
import { useTranslation } from "../../lib/i18n";
import { BlockFields } from "./block-fields";
import { duplicateBlock, newBlock } from "./new-block";
import "../../lib/texts/content";

/**
 * A page's blocks: each with its own fields, reordered by dragging its handle (mouse, finger or keys) or with the up and
 * down buttons, copied and removed; new ones added at the end. Errors come keyed by the API's pointer below attributes
 * (blocks/2/title).
 */
export function BlockListEditor({
  blocks,
  errors,
  onChange,
}: {
  blocks: ContentBlock[];
  errors: Record<string, string>;
  onChange: (blocks: ContentBlock[]) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`content:pages.blocks.${key}`, options);
  const [adding, setAdding] = useState<ContentBlockType>("Markdown");
  // A short page shows every block's fields; a long one folds them, so that its order and the preview stay in view.
  const [opened, setOpened] = useState(() => new Set(blocks.length <= 3 ? blocks.map((block) => block.id) : []));
  const hasErrors = (index: number) => Object.keys(errors).some((key) => key.startsWith(`blocks/${index}/`));
  const added = (block: ContentBlock) => {
    setOpened((now) => toggled(now, block.id, true));
    return block;
  };
  const replace = (index: number, block: ContentBlock) => onChange(blocks.map((b, i) => (i === index ? block : b)));
  const moveTo = (id: string, to: number) => {
    const moved = blocks.find((b) => b.id === id);
    if (!moved) return;
    const next = blocks.filter((b) => b.id !== id);
    next.splice(to, 0, moved);
    onChange(next);
  };
  const move = (index: number, by: -1 | 1) => moveTo(blocks[index].id, index + by);
  // Stable while the blocks are: the list keeps a picked-up block's place across renders of the editor.
  const items = useMemo(() => blockNames(blocks, t), [blocks, t]);
  return (
    <div className="flex flex-col gap-4">
      {blocks.length === 0 && <p className="text-fg-muted">{label("none")}</p>}
      <SortableList id="blocks" items={items} onMove={moveTo} label={label("listLabel")} className="flex flex-col gap-4">
        {({ id, name }, handle) => {
          const index = blocks.findIndex((b) => b.id === id);
          const block = blocks[index];
          return (
            <div className="relative rounded-lg border border-border bg-surface p-4 max-sm:px-3" data-testid="block-editor">
              {/* Beside the block's name, so that its fields and buttons have the whole width of a phone. */}
              <div className="absolute top-2 start-1">{handle}</div>
              <div className="min-w-0">
                <details
                  open={opened.has(block.id) || hasErrors(index)}
                  onToggle={(event) => {
                    const isOpen = event.currentTarget.open;
                    setOpened((now) => toggled(now, block.id, isOpen));
                  }}
                >
                  <summary className="flex min-h-11 cursor-pointer items-center gap-2 ps-10 font-semibold">
                    {name}
                    {!opened.has(block.id) && summaryOf(block) && (
                      <span className="truncate font-normal text-fg-muted">: {summaryOf(block)}</span>
                    )}
                  </summary>
                  <fieldset className="mt-3 grid min-w-0 gap-4">
                    <legend className="sr-only">{name}</legend>
                    <BlockFields
                      block={block}
                      prefix={`blocks/${index}`}
                      errors={errors}
                      onChange={(changed) => replace(index, changed)}
                    />
                  </fieldset>
                </details>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button flavor="outline" color="muted" size="lg" disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp className="size-4" aria-hidden />
                    {label("up")}
                  </Button>
                  <Button
                    flavor="outline"
                    color="muted"
                    size="lg"
                    disabled={index === blocks.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                    {label("down")}
                  </Button>
                  <Button
                    flavor="outline"
                    color="muted"
                    size="lg"
                    onClick={() =>
                      onChange([...blocks.slice(0, index + 1), added(duplicateBlock(block)), ...blocks.slice(index + 1)])
                    }
                  >
                    <Copy className="size-4" aria-hidden />
                    {label("duplicate")}
                  </Button>
                  <Button
                    flavor="outline"
                    color="danger"
                    size="lg"
                    onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {label("remove")}
                  </Button>
                </div>
              </div>
            </div>
          );
        }}
      </SortableList>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {label("addType")}
          <select className={INPUT} value={adding} onChange={(event) => setAdding(event.target.value as ContentBlockType)}>
            {CONTENT_BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {label(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <Button size="lg" onClick={() => onChange([...blocks, added(newBlock(adding))])}>
          <Plus className="size-4" aria-hidden />
          {label("add")}
        </Button>
      </div>
    </div>
  );
}

/** Each block's name in the list: its place and its kind ("Blok 2 van 5: Citaat"). */
const blockNames = (blocks: ContentBlock[], t: TFunction) =>
  blocks.map((block, index) => ({
    id: block.id,
    name: t("content:pages.blocks.position", {
      n: index + 1,
      count: blocks.length,
      type: t(`content:pages.blocks.types.${block.type}`),
    }),
  }));

const toggled = (set: Set<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** What a folded block says of itself: its title, or the start of its text. */
function summaryOf(block: ContentBlock): string {
  const text = "title" in block && block.title ? block.title : block.type === "Markdown" ? block.markdown : "";
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
