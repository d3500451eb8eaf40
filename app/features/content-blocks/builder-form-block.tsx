import type { BlockOf } from "../../../contract/content-blocks";
import type { PublicForm } from "../../../contract/form-submissions";
import { later } from "./later";

// The form's code (questions, rules, texts) is fetched by this block, so every other page's list of views stays short.
const View = later(() => import("./builder-form-view").then((m) => m.BuilderFormView));
View.preload();

/** A public form on a content page; nothing when the form is gone or by invitation (the loader leaves it out). */
export function BuilderFormBlock({ block, form }: { block: BlockOf<"BuilderForm">; form: PublicForm | undefined }) {
  return form ? <View block={block} form={form} /> : null;
}
