import { useContext, useState } from "react";
import { Field, INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { useSite } from "../../lib/site";
import { systemPageLabel } from "../menus/menus";
import { isDeadLink, LinkPages, type LinkRoute, linkSuggestions } from "./link-targets";
import "../../lib/texts/content";

/** The route table the browser's router was built from (checked on blur, so only ever in the browser). */
const routeTable = (): LinkRoute[] =>
  Object.values(
    (window as unknown as { __reactRouterManifest?: { routes?: Record<string, LinkRoute> } }).__reactRouterManifest?.routes ?? {},
  );

interface Props {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

/**
 * A block's link: typed freely (another site over https), with the centre's pages and the product's screens to pick
 * from; a path of this site that leads nowhere gets a warning when the field is left, which does not stop saving.
 */
export function BlockLinkField({ id, label, value, required, error, hint, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const site = useSite();
  const pages = useContext(LinkPages);
  const [dead, setDead] = useState(false);
  const features = site?.site.features;
  const check = (url: string) => setDead(isDeadLink(url.trim(), { routes: routeTable(), pages, features, locale }));
  const describedBy = [error && `${id}-error`, dead && `${id}-dead`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        value={value}
        maxLength={500}
        list={`${id}-targets`}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          onChange(event.target.value);
          if (dead) check(event.target.value);
        }}
        onBlur={(event) => check(event.target.value)}
      />
      <datalist id={`${id}-targets`}>
        {linkSuggestions(pages, features).map((target) => (
          <option key={target.path} value={target.path}>
            {target.system ? systemPageLabel(t, target.system, features) : target.title}
          </option>
        ))}
      </datalist>
      {dead && (
        <p id={`${id}-dead`} role="status" className="text-sm font-medium text-amber-700 dark:text-amber-300">
          {t("content:pages.blocks.deadLink")}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
    </Field>
  );
}
