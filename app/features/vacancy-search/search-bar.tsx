import { MapPin, Search } from "lucide-react";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { placeExampleOf } from "./place-example";
import { FORM_ID, useFollowValue } from "./search-state";

export const SEARCH_RADII = [2, 5, 10, 15, 25, 50] as const;

/** Words, place and radius: the top of the form. Enter in any field searches, with or without JavaScript. */
export function SearchBar({
  q,
  near,
  radius,
  words,
}: {
  q: string;
  near: string;
  radius: string;
  /** The words field's label and example, when the bank is not about volunteer work. */
  words?: { label: string; placeholder: string };
}) {
  const { t } = useTranslation();
  const qRef = useFollowValue<HTMLInputElement>(q);
  const nearRef = useFollowValue<HTMLInputElement>(near);
  const example = placeExampleOf(useSite()?.center.profile?.visitingAddress);
  const nearPlaceholder = !example
    ? t("vacancy-search:search.nearPlaceholder")
    : example.postcode
      ? t("vacancy-search:search.nearExample", { postcode: example.postcode, place: example.place })
      : t("vacancy-search:search.nearExamplePlace", { place: example.place });
  return (
    <div className="grid grid-cols-[1fr_auto] items-end gap-3 rounded-lg border border-border bg-surface-raised p-3 sm:p-4 md:grid-cols-[2fr_1.3fr_auto_auto]">
      <label className="col-span-2 flex flex-col gap-1.5 text-sm font-medium md:col-span-1">
        {words?.label ?? t("vacancy-search:search.label")}
        <span className="relative">
          <Search className="pointer-events-none absolute top-3.5 start-3 size-4 text-fg-muted" aria-hidden />
          <input
            ref={qRef}
            type="search"
            name="q"
            form={FORM_ID}
            defaultValue={q}
            maxLength={200}
            placeholder={words?.placeholder ?? t("vacancy-search:search.placeholder")}
            className={`${INPUT} ps-9`}
            data-testid="search-q"
          />
        </span>
      </label>
      <label className="col-span-2 flex flex-col gap-1.5 text-sm font-medium md:col-span-1">
        {t("vacancy-search:search.near")}
        <span className="relative">
          <MapPin className="pointer-events-none absolute top-3.5 start-3 size-4 text-fg-muted" aria-hidden />
          <input
            ref={nearRef}
            type="text"
            name="near"
            form={FORM_ID}
            defaultValue={near}
            maxLength={100}
            autoComplete="postal-code"
            placeholder={nearPlaceholder}
            className={`${INPUT} ps-9`}
            data-testid="search-near"
          />
        </span>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t("vacancy-search:search.radius")}
        <select name="radius_km" form={FORM_ID} defaultValue={radius || "10"} className={INPUT} data-testid="search-radius">
          {SEARCH_RADII.map((km) => (
            <option key={km} value={km}>
              {t("vacancy-search:search.radiusKm", { count: km })}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" form={FORM_ID} size="lg" data-testid="search-submit">
        <Search className="size-4" aria-hidden />
        {t("vacancy-search:search.submit")}
      </Button>
    </div>
  );
}
