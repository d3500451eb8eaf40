import { Link } from "react-router";
import { dateFormat } from "../../contract/intl-formats";
import type { Page, PageContent, PageRevision } from "../../contract/pages";
import { intlLocale } from "../../locales/languages";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { type BlockComparison, comparePages, type FieldChange } from "../features/content-pages/page-comparison";
import { ValueChange } from "../features/content-pages/value-change";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/content.page-revision";
import "../lib/texts/content";

export const handle: RouteHandle = { title: "content:pages.comparison.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.pages.roles);
  const id = encodeURIComponent(params.id);
  const [page, revision] = await Promise.all([
    api.get<Page>(`/api/v1/pages/${id}`).then((r) => r.data),
    api.get<PageRevision>(`/api/v1/pages/${id}/revisions/${encodeURIComponent(params.revisionId)}`).then((r) => r.data),
  ]);
  return { page, revision };
}

/**
 * /content/pages/{id}/revisions/{revisionId}: one publication beside the draft, field by field and block by block,
 * with what was taken out struck through and what came in underlined; from here it can be put back into the draft.
 */
export default function PageRevisionComparison({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const { page, revision } = loaderData;
  const label = (key: string, options?: Record<string, unknown>) => t(`content:pages.comparison.${key}`, options);
  const when = dateFormat(intlLocale(i18n.language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(new Date(revision.publishedAt));
  // An English publication beside the English draft (decision 28); a draft removed since compares as empty.
  const english = revision.language === "en";
  const draft = english ? (page.english ?? NO_CONTENT) : page;
  const comparison = comparePages(revision, draft);
  const editor = to(`/content/pages/${page.id}${english ? "?taal=en" : ""}`);

  return (
    <section aria-labelledby="comparison-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="comparison-title" className="text-2xl font-bold break-words">
            {label("heading", { date: when })}
          </h2>
          <p className="text-fg-muted break-words">{page.title}</p>
        </div>
        <Link to={editor} className="inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline">
          {label("back")}
        </Link>
      </div>

      {comparison.same ? (
        <p className="rounded-lg border border-border bg-surface-raised p-4" data-testid="comparison-same">
          {label("same")}
        </p>
      ) : (
        <>
          <p className="max-w-prose">
            {label("legend")}{" "}
            <del className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">{label("legendBefore")}</del>{" "}
            <ins className="bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100">{label("legendAfter")}</ins>
          </p>
          {comparison.fields.length > 0 && (
            <section aria-labelledby="comparison-fields" className="flex flex-col gap-3">
              <h3 id="comparison-fields" className="text-xl font-semibold">
                {label("fields")}
              </h3>
              <ChangeList changes={comparison.fields} nameOf={(change) => pageFieldName(t, change)} />
            </section>
          )}
          <section aria-labelledby="comparison-blocks" className="flex flex-col gap-3">
            <h3 id="comparison-blocks" className="text-xl font-semibold">
              {label("blocks")}
            </h3>
            <ol className="flex flex-col gap-3" data-testid="comparison-blocks">
              {comparison.blocks.map((compared) => (
                <BlockRow key={`${compared.status}-${compared.block.id}`} compared={compared} />
              ))}
            </ol>
          </section>
        </>
      )}

      <Form method="post" action={editor} className="border-t border-border pt-6">
        <input type="hidden" name="revision_id" value={revision.id} />
        <Button type="submit" name="intent" value="restore" size="lg" disabled={comparison.same}>
          {t("content:pages.revisions.restore")}
        </Button>
      </Form>
    </section>
  );
}

const NO_CONTENT: PageContent = {
  title: "",
  summary: null,
  showTitleOnPage: true,
  metaTitle: null,
  metaDescription: null,
  ogTitle: null,
  ogDescription: null,
  blocks: [],
};

const STATUS_STYLE: Record<BlockComparison["status"], string> = {
  same: "border-border",
  changed: "border-amber-600 dark:border-amber-400",
  added: "border-green-700 dark:border-green-400",
  removed: "border-red-700 dark:border-red-400",
};

function BlockRow({ compared }: { compared: BlockComparison }) {
  const { t } = useTranslation();
  const { status, block, moved, changes } = compared;
  const type = t(`content:pages.blocks.types.${block.type}`);
  const title = "title" in block && block.title ? block.title : "";
  return (
    <li className={`rounded-lg border-2 bg-surface p-4 ${STATUS_STYLE[status]}`} data-testid="compared-block">
      <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <span>{type}</span>
        {title && <span className="font-normal break-words text-fg-muted">{title}</span>}
      </p>
      <p className="text-sm">
        {t(`content:pages.comparison.status.${status}`)}
        {moved && ` · ${t("content:pages.comparison.status.moved")}`}
      </p>
      {changes.length > 0 && <ChangeList changes={changes} nameOf={(change) => blockFieldName(t, change)} />}
    </li>
  );
}

function ChangeList({ changes, nameOf }: { changes: FieldChange[]; nameOf: (change: FieldChange) => string }) {
  return (
    <dl className="mt-2 flex flex-col gap-3">
      {changes.map((change) => (
        <div key={change.path.join("/")} className="min-w-0">
          <dt className="text-sm font-medium text-fg-muted">{nameOf(change)}</dt>
          <dd>
            <ValueChange before={change.before} after={change.after} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Translate = ReturnType<typeof useTranslation>["t"];

const PAGE_FIELD_LABELS: Record<string, string> = { showTitleOnPage: "showTitle" };
const pageFieldName = (t: Translate, change: FieldChange) => {
  const name = String(change.path[0]);
  return t(`content:pages.form.${PAGE_FIELD_LABELS[name] ?? name}`);
};

/** "Kaart 2 › Titel": a list's item by its number, every other step by its field's label. */
const blockFieldName = (t: Translate, change: FieldChange) =>
  change.path
    .map((step, index) => {
      if (typeof step === "number") return t(`content:pages.blocks.items.${change.path[index - 1]}.name`, { n: step + 1 });
      if (typeof change.path[index + 1] === "number") return null;
      return t(`content:pages.blocks.fields.${step}`);
    })
    .filter((name) => name !== null)
    .join(" › ");
