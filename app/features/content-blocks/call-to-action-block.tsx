import type { ContentBlock } from "../../../contract/content-blocks";
import { BlockButton } from "./block-button";

type CallToAction = Extract<ContentBlock, { type: "CallToAction" }>;

/** A band in the centre's secondary colour: one question, one button. */
export function CallToActionBlock({ block }: { block: CallToAction }) {
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-4 rounded-2xl bg-secondary-100 p-6 text-secondary-950 sm:flex-row sm:items-center sm:justify-between sm:p-10 dark:bg-secondary-950 dark:text-secondary-50">
        <div>
          <h2 className="text-2xl font-bold">{block.title}</h2>
          {block.text && <p className="mt-2 max-w-2xl text-lg">{block.text}</p>}
        </div>
        <BlockButton button={block.button} />
      </div>
    </section>
  );
}
