import { useState } from "react";
import { useNavigation } from "react-router";
import { isoToAmsterdamLocal } from "../../../contract/amsterdam-time";
import type { BlockImage, ContentBlock } from "../../../contract/content-blocks";
import type { ContentLanguage } from "../../../contract/content-languages";
import { PAGE_LAYOUTS, PAGE_LIMITS, PAGE_TYPES, type Page, type PageContent, slugify } from "../../../contract/pages";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { CopyDutchButton } from "../../components/ui/copy-dutch-button";
import { DateField } from "../../components/ui/date-field";
import { FIELDSET, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { serverCheckedFields } from "../../lib/server-checked-fields";
import { useSite } from "../../lib/site";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import { BlockImageField } from "./block-image-field";
import { BlockListEditor } from "./block-list-editor";
import { PagePreview } from "./page-preview";
import { SeoPreview, SharePreview } from "./seo-preview";
import "../../lib/texts/content";

/** One form for a new page and for changing one: settings, blocks, and what search engines and shares show. */
export function PageForm({
  page,
  errors,
  sent,
  language = "nl",
}: {
  page?: Page;
  errors: Record<string, string>;
  sent?: Record<string, string>;
  /** Which version the form edits: the Dutch one with the page's settings, or the English one (decision 28). */
  language?: ContentLanguage;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const navigation = useNavigation();
  const label = (key: string) => t(`content:pages.form.${key}`);
  const english = language === "en";
  // The English tab edits the English draft's texts; the page's settings are the Dutch tab's.
  const content: PageContent | undefined = english ? (page?.english ?? undefined) : page;
  const sentBlocks = sent?.blocks ? (JSON.parse(sent.blocks) as ContentBlock[]) : undefined;
  const [blocks, setBlocks] = useState<ContentBlock[]>(sentBlocks ?? content?.blocks.map(stripHtml) ?? []);
  const [title, setTitle] = useState(sent?.title ?? content?.title ?? "");
  const [slug, setSlug] = useState(sent?.slug ?? page?.slug ?? "");
  // A new page's address follows its title until the address is edited by hand (or the page exists already).
  const [slugByHand, setSlugByHand] = useState(Boolean(page) || (sent !== undefined && sent.slug !== slugify(sent.title ?? "")));
  const [metaTitle, setMetaTitle] = useState(sent?.meta_title ?? content?.metaTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(sent?.meta_description ?? content?.metaDescription ?? "");
  const [summary, setSummary] = useState(sent?.summary ?? content?.summary ?? "");
  // The page's picture in news cards and shared links; its url travels along so an answer with errors still shows it.
  const [image, setImage] = useState<BlockImage | undefined>(() => {
    const upload = Number(sent ? sent.image_upload_id : page?.imageUploadId);
    const url = sent ? sent.image_url : page?.imageUrl;
    return upload ? { upload, alt: "", url: url || undefined } : undefined;
  });
  const [ogTitle, setOgTitle] = useState(sent?.og_title ?? content?.ogTitle ?? "");
  const [ogDescription, setOgDescription] = useState(sent?.og_description ?? content?.ogDescription ?? "");
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && navigation.state === "idle");
  const value = (name: string, fallback: string | null | undefined) => sent?.[name] ?? fallback ?? "";
  const checked = (name: string, fallback: boolean) => (sent ? sent[name] === "on" : fallback);
  const fieldOf = serverCheckedFields(errors, sent);
  // The address bar's origin only after hydration: the server does not know it, and a differing text would not hydrate.
  const origin = useHydrated() ? window.location.origin : "";
  const pageUrl = `${origin}/${english ? "en" : (site?.locale ?? "nl")}${page?.isHome ? "" : `/${slug}`}`;
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-6"
      onChange={() => setDirty(true)}
      onSubmit={() => setDirty(false)}
    >
      {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
      <input type="hidden" name="blocks" value={JSON.stringify(blocks)} />
      <input type="hidden" name="language" value={language} />
      {english && (
        <div className="flex flex-col items-start gap-3">
          <p className="max-w-3xl text-fg-muted">{t("content:pages.englishIntro")}</p>
          <CopyDutchButton />
        </div>
      )}
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("page")}</legend>
        <InputField
          id="title"
          label={label("title")}
          required
          error={errors.title}
          maxLength={PAGE_LIMITS.title}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!slugByHand && !english) setSlug(slugify(e.target.value));
          }}
        />
        {!english && (
          <InputField
            id="slug"
            label={label("slug")}
            required
            error={errors.slug}
            hint={label(page?.systemPage ? "slugFixed" : "slugHint")}
            maxLength={PAGE_LIMITS.slug}
            readOnly={Boolean(page?.systemPage)}
            value={slug}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugByHand(true);
            }}
          />
        )}
        {!english && (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id="page_type"
              name="page_type"
              label={label("pageType")}
              defaultValue={value("page_type", page?.pageType ?? "default")}
              options={PAGE_TYPES.map((type) => [type, t(`content:pages.types.${type}`)])}
            />
            <SelectField
              id="page_layout"
              name="page_layout"
              label={label("pageLayout")}
              defaultValue={value("page_layout", page?.pageLayout ?? "wide")}
              options={PAGE_LAYOUTS.map((layout) => [layout, t(`content:pages.layouts.${layout}`)])}
            />
          </div>
        )}
        <TextAreaField
          id="summary"
          label={label("summary")}
          error={errors.summary}
          hint={label("summaryHint")}
          className="h-24 py-2"
          maxLength={PAGE_LIMITS.summary}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
        />
        {!english && (
          <>
            <input type="hidden" name="image_upload_id" value={image?.upload ?? ""} />
            <input type="hidden" name="image_url" value={image?.url ?? ""} />
            <BlockImageField
              id="page-image"
              label={label("image")}
              hint={label("imageHint")}
              value={image}
              path="image_upload_id"
              errors={errors}
              withAlt={false}
              onChange={(chosen) => {
                setImage(chosen);
                setDirty(true);
              }}
            />
            {(
              [
                ["show_title_on_page", "showTitle", page?.showTitleOnPage ?? true],
                ["featured", "featured", page?.featured ?? false],
                ["is_home", "isHome", page?.isHome ?? false],
              ] as const
            ).map(([name, key, fallback]) => (
              <CheckboxField key={name} label={label(key)} name={name} defaultChecked={checked(name, fallback)} />
            ))}
          </>
        )}
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("blocks")}</legend>
        <BlockListEditor
          blocks={blocks}
          errors={errors}
          onChange={(next) => {
            setBlocks(next);
            setDirty(true);
          }}
        />
      </fieldset>
      <PagePreview blocks={blocks} />
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("seo")}</legend>
        <InputField
          id="meta_title"
          label={label("metaTitle")}
          error={errors.meta_title}
          maxLength={PAGE_LIMITS.metaTitle}
          value={metaTitle}
          onChange={(e) => setMetaTitle(e.target.value)}
        />
        <TextAreaField
          id="meta_description"
          label={label("metaDescription")}
          error={errors.meta_description}
          className="h-24 py-2"
          maxLength={PAGE_LIMITS.metaDescription}
          value={metaDescription}
          onChange={(e) => setMetaDescription(e.target.value)}
        />
        <SeoPreview
          title={`${metaTitle || title} - ${site?.site.appName ?? ""}`}
          url={pageUrl}
          description={metaDescription || summary}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id="og_title"
            label={label("ogTitle")}
            error={errors.og_title}
            maxLength={PAGE_LIMITS.metaTitle}
            value={ogTitle}
            onChange={(e) => setOgTitle(e.target.value)}
          />
          <InputField
            id="og_description"
            label={label("ogDescription")}
            error={errors.og_description}
            maxLength={PAGE_LIMITS.metaDescription}
            value={ogDescription}
            onChange={(e) => setOgDescription(e.target.value)}
          />
        </div>
        {/* The page's own fallbacks, as contentPageMeta sends them. */}
        <SharePreview
          title={ogTitle || metaTitle || title}
          url={pageUrl}
          description={ogDescription || metaDescription || summary}
          imageUrl={image?.url ?? null}
        />
        {!english && (
          <DateField
            {...fieldOf("publish_at", isoToAmsterdamLocal(page?.publishAt))}
            label={label("publishAt")}
            hint={label("publishAtHint")}
            type="datetime-local"
            className="sm:max-w-72"
          />
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" size="lg" flavor="outline">
          {label("save")}
        </Button>
        <Button type="submit" name="intent" value="publish" size="lg">
          {label("publish")}
        </Button>
      </div>
    </Form>
  );
}

/** The editor keeps the blocks as stored: a Markdown block's HTML is the API's to make. */
export function stripHtml(block: Page["blocks"][number]): ContentBlock {
  if (!("html" in block)) return block;
  const { html: _html, ...rest } = block;
  return rest;
}
