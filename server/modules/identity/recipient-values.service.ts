import type { ContentLocale } from "../../../locales/languages";
import { translatorFor } from "../../http/i18n";
import { salutationOf } from "./users.service";

/** What every mail to a user may say of them: the salutation they chose, and their names. */
export function recipientValues(user: { gender?: string | null; firstName: string; lastName: string; locale: ContentLocale }) {
  return {
    salutation: salutationOf(user, translatorFor(user.locale)),
    first_name: user.firstName,
    last_name: user.lastName,
  };
}
