import { redirect } from "react-router";
import type { CurrentUser } from "../../../contract/identity";
import type { Locale } from "../../../locales/languages";

export const TWO_FACTOR_SETUP_PATH = "/profile-edit/tweestapsaanmelding";

// Open until then: the set-up screen itself and signing out.
const OPEN = /^\/[a-z]{2}\/(profile-edit\/tweestapsaanmelding|uitloggen)(\.data)?\/?$/;

/** Staff who must set up two-step sign-in go there before anything else (issue 44); the API refuses them elsewhere. */
export function setUpTwoFactorFirst(request: Request, locale: Locale, user: CurrentUser | null) {
  if (user?.twoFactorSetupRequired && !OPEN.test(new URL(request.url).pathname)) {
    throw redirect(`/${locale}${TWO_FACTOR_SETUP_PATH}`);
  }
}
