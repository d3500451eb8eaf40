import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { INPUT } from "../../../components/ui/field";
import { cn } from "../../../lib/cn";
import { useHydrated } from "../../../lib/hydration";
import { useTranslation } from "../../../lib/i18n";
import { RICH_TEXT } from "./format";
import "../../../lib/texts/vacancy-admin";

interface Props {
  name: string;
  defaultValue: string;
  invalid?: boolean;
  describedBy?: string;
  onChange: (html: string) => void;
  onBlur: (html: string) => void;
}

/**
 * The description as rich text (tiptap). Before hydration, and so without JavaScript, it is a plain textarea of
 * HTML with the same name, so the form posts either way; once the editor runs, its HTML goes in a hidden input.
 * The server sanitises whatever arrives (server/modules/vacancies/rich-text.ts).
 */
export function RichTextEditor(props: Props) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  if (!hydrated) {
    return (
      <>
        <textarea
          id={props.name}
          name={props.name}
          rows={10}
          className={`${INPUT} h-auto py-2 font-mono text-sm`}
          defaultValue={props.defaultValue}
          aria-invalid={props.invalid || undefined}
          aria-describedby={[props.describedBy, `${props.name}-fallback`].filter(Boolean).join(" ")}
        />
        <p id={`${props.name}-fallback`} className="text-sm text-fg-muted">
          {t("vacancy-admin:editor.fallbackHint")}
        </p>
      </>
    );
  }
  return <TiptapEditor {...props} />;
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      // Keep the selection in the editor: a click on the toolbar must not blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-md text-fg hover:bg-surface-sunken",
        active && "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100",
      )}
    >
      {children}
    </button>
  );
}

function TiptapEditor({ name, defaultValue, invalid, describedBy, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    // Rendered after hydration only (see RichTextEditor), so there is no server render to match.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"] },
      }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        id: name,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${name}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `${RICH_TEXT} min-h-48 px-3 py-1 text-base focus:outline-none`,
      },
    },
    onUpdate: ({ editor: e }) => {
      // An emptied editor still holds "<p></p>": that is no description.
      const next = e.isEmpty ? "" : e.getHTML();
      setHtml(next);
      onChange(next);
    },
    onBlur: ({ editor: e }) => onBlur(e.isEmpty ? "" : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const editLink = () => {
    if (!editor) return;
    const href = window.prompt(t("vacancy-admin:editor.linkPrompt"), editor.getAttributes("link").href ?? "https://");
    if (href === null) return;
    if (!href.trim() || href.trim() === "https://") chain()?.extendMarkRange("link").unsetLink().run();
    else chain()?.extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div
      className={cn(
        "rounded-md border border-border bg-surface-raised focus-within:ring-2 focus-within:ring-accent",
        invalid && "border-red-600 dark:border-red-400",
      )}
    >
      <div
        role="toolbar"
        aria-label={t("vacancy-admin:editor.toolbar")}
        className="flex flex-wrap gap-0.5 border-b border-border p-1"
      >
        <ToolButton label={t("vacancy-admin:editor.bold")} active={active?.bold} onClick={() => chain()?.toggleBold().run()}>
          <Bold className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("vacancy-admin:editor.italic")}
          active={active?.italic}
          onClick={() => chain()?.toggleItalic().run()}
        >
          <Italic className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("vacancy-admin:editor.heading2")}
          active={active?.h2}
          onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
        >
          <Heading2 className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("vacancy-admin:editor.heading3")}
          active={active?.h3}
          onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
        >
          <Heading3 className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("vacancy-admin:editor.bulletList")}
          active={active?.bullet}
          onClick={() => chain()?.toggleBulletList().run()}
        >
          <List className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("vacancy-admin:editor.orderedList")}
          active={active?.ordered}
          onClick={() => chain()?.toggleOrderedList().run()}
        >
          <ListOrdered className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t("vacancy-admin:editor.link")} active={active?.link} onClick={editLink}>
          <Link2 className="size-4" aria-hidden />
        </ToolButton>
        <span className="mx-1 w-px self-stretch bg-border" aria-hidden />
        <ToolButton label={t("vacancy-admin:editor.undo")} onClick={() => chain()?.undo().run()}>
          <Undo2 className={cn("size-4", !active?.undo && "opacity-40")} aria-hidden />
        </ToolButton>
        <ToolButton label={t("vacancy-admin:editor.redo")} onClick={() => chain()?.redo().run()}>
          <Redo2 className={cn("size-4", !active?.redo && "opacity-40")} aria-hidden />
        </ToolButton>
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
