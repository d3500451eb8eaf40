import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { INPUT } from "../../../components/ui/field";
import { useTranslation } from "../../../lib/i18n";
import { ERROR, HINT } from "./form-kit";
import "../../../lib/texts/vacancy-admin";

let nextKey = 0;

/**
 * The activity's dates as rows of start and end (wall-clock time in Amsterdam), added and removed in place. Each row
 * posts dates_starts_at and dates_ends_at; without JavaScript one row is there to fill in.
 */
export function ActivityDates({
  initial,
  error,
  onChange,
}: {
  initial: { starts_at: string; ends_at: string }[];
  error?: string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() =>
    (initial.length > 0 ? initial : [{ starts_at: "", ends_at: "" }]).map((row) => ({ ...row, key: nextKey++ })),
  );
  // A date's start or end; both are marked when the dates are refused, as the message under them is about both.
  const moment = (name: string, label: string, value: string) => (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {t(`vacancy-admin:form.${label}`)}
      <input
        type="datetime-local"
        name={name}
        className={INPUT}
        defaultValue={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
      />
    </label>
  );
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? "dates-error" : undefined}>
      <legend className="text-sm font-medium">{t("vacancy-admin:form.dates")}</legend>
      {rows.length === 0 && <p className={`mt-2 ${HINT}`}>{t("vacancy-admin:form.noDates")}</p>}
      <ol className="mt-2 flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className="grid items-end gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_auto]">
            {moment("dates_starts_at", "startsAt", row.starts_at)}
            {moment("dates_ends_at", "endsAt", row.ends_at)}
            <Button
              flavor="outline"
              color="danger"
              className="h-11"
              aria-label={t("vacancy-admin:form.removeDate", { number: index + 1 })}
              onClick={() => {
                setRows((list) => list.filter((r) => r.key !== row.key));
                onChange();
              }}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        flavor="outline"
        color="muted"
        size="sm"
        className="mt-3"
        onClick={() => {
          setRows((list) => [...list, { starts_at: "", ends_at: "", key: nextKey++ }]);
          onChange();
        }}
      >
        <Plus className="size-4" aria-hidden />
        {t("vacancy-admin:form.addDate")}
      </Button>
      {error && (
        <p id="dates-error" className={`mt-1 ${ERROR}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
