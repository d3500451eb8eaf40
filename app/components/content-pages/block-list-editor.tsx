import { ArrowDown, ArrowUp, Copy, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContentBlock } from "../../../contract/content-blocks";
import { Button } from "../ui/button";
import { INPUT } from "../ui/field";
import { BlockFields } from "./block-fields";
import { duplicateBlock, EDITABLE_BLOCK_TYPES, type EditableBlockType, newBlock } from "./new-block";
import "../../lib/texts/content";

/**
 * A page's blocks: each with its own fields, moved up and down with buttons (keyboard and touch alike), copied and
 * removed; new ones added at the end. Errors come keyed by the API's pointer below attributes (blocks/2/title).
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
  const [adding, setAdding] = useState<EditableBlockType>("Markdown");
  const replace = (index: number, block: ContentBlock) => onChange(blocks.map((b, i) => (i === index ? block : b)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-4">
      {blocks.length === 0 && <p className="text-fg-muted">{label("none")}</p>}
      <ol className="flex flex-col gap-4">
        {blocks.map((block, index) => {
          const name = label("position", { n: index + 1, count: blocks.length, type: label(`types.${block.type}`) });
          return (
            <li key={block.id} className="rounded-lg border border-border bg-surface p-4" data-testid="block-editor">
              <fieldset className="grid min-w-0 gap-4">
                <legend className="mb-2 font-semibold">{name}</legend>
                <BlockFields
                  block={block}
                  prefix={`blocks/${index}`}
                  errors={errors}
                  onChange={(changed) => replace(index, changed)}
                />
                <div className="flex flex-wrap gap-2">
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
                    onClick={() => onChange([...blocks.slice(0, index + 1), duplicateBlock(block), ...blocks.slice(index + 1)])}
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
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {label("addType")}
          <select className={INPUT} value={adding} onChange={(event) => setAdding(event.target.value as EditableBlockType)}>
            {EDITABLE_BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {label(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <Button size="lg" onClick={() => onChange([...blocks, newBlock(adding)])}>
          <Plus className="size-4" aria-hidden />
          {label("add")}
        </Button>
      </div>
    </div>
  );
}
