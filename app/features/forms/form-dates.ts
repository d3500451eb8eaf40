import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { useLocale } from "../../lib/locale";

const ZONE = "Europe/Amsterdam";

/**
 * The form screens' dates: a moment (when a submission came in) and a day, in Amsterdam so the server's render and
 * the browser's agree; `answerDay` reads a date answer (YYYY-MM-DD), a calendar day without a zone.
 */
export function useFormDates() {
  const tag = intlLocale(useLocale());
  const answerDay = dateFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  return {
    moment: dateFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: ZONE }),
    day: dateFormat(tag, { dateStyle: "medium", timeZone: ZONE }),
    answerDay: (value: string) => {
      const day = new Date(`${value}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) ? answerDay.format(day) : value;
    },
  };
}
