import { VACANCY_TAGS, type VacancyStatus, type VacancyTag } from "../../../../contract/vacancy-options";
import { CHECKBOX, INPUT } from "../../../components/ui/field";
import { useTranslation } from "../../../lib/i18n";
import type { BulkChange } from "./bulk";
import { HINT } from "./form-kit";
import "../../../lib/texts/vacancy-admin";

/** Statuses a person may set (expiry is the job's, deletion is one vacancy at a time with its confirmation). */
const SETTABLE: VacancyStatus[] = ["published", "filled", "archived", "draft"];
export const BULK_KINDS = ["status", "expires_at", "add_tags", "remove_tags"] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export interface BulkChoice {
  kind: BulkKind;
  status: VacancyStatus;
  date: string;
  tags: VacancyTag[];
}

export const initialChoice: BulkChoice = { kind: "expires_at", status: "published", date: "", tags: [] };

export function toChange(choice: BulkChoice): BulkChange {
  switch (choice.kind) {
    case "status":
      return { kind: "status", status: choice.status };
    case "expires_at":
      return { kind: "expires_at", date: choice.date };
    default:
      return { kind: choice.kind, tags: choice.tags };
  }
}

const LABEL = "flex flex-col gap-1.5 text-sm font-medium";

/** Which change, and its value: a status, an end date, or tags to add or remove. */
export function BulkChangeFields({ choice, onChange }: { choice: BulkChoice; onChange: (next: BulkChoice) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <label className={LABEL}>
        {t("vacancy-admin:bulk.change")}
        <select
          className={INPUT}
          value={choice.kind}
          onChange={(event) => onChange({ ...choice, kind: event.currentTarget.value as BulkKind })}
        >
          {BULK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`vacancy-admin:bulk.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {choice.kind === "status" && (
        <label className={LABEL}>
          {t("vacancy-admin:bulk.newStatus")}
          <select
            className={INPUT}
            value={choice.status}
            onChange={(event) => onChange({ ...choice, status: event.currentTarget.value as VacancyStatus })}
          >
            {SETTABLE.map((status) => (
              <option key={status} value={status}>
                {t(`vacancy-admin:statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {choice.kind === "expires_at" && (
        <label className={LABEL}>
          {t("vacancy-admin:bulk.newEndDate")}
          <input
            type="date"
            className={INPUT}
            value={choice.date}
            onChange={(event) => onChange({ ...choice, date: event.currentTarget.value })}
            aria-describedby="bulk-date-hint"
          />
          <span id="bulk-date-hint" className={`font-normal ${HINT}`}>
            {t("vacancy-admin:bulk.newEndDateHint")}
          </span>
        </label>
      )}
      {(choice.kind === "add_tags" || choice.kind === "remove_tags") && (
        <fieldset>
          <legend className="text-sm font-medium">{t("vacancy-admin:bulk.tags")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {VACANCY_TAGS.map((tag) => (
              <label key={tag} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  checked={choice.tags.includes(tag)}
                  onChange={(event) =>
                    onChange({
                      ...choice,
                      tags: event.currentTarget.checked ? [...choice.tags, tag] : choice.tags.filter((x) => x !== tag),
                    })
                  }
                />
                {t(`vacancy-admin:tags.${tag}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
