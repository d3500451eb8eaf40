// No zod here: the public pages that send a form read these without loading the schemas.

/**
 * Spam is stopped without third parties (issue 16): a field people never see must stay empty, a person takes at least
 * this long to fill a form in, and one address sends at most `perAddress` answers in `windowMinutes`.
 */
export const FORM_SPAM = { minFillSeconds: 3, perAddress: 30, windowMinutes: 10, honeypot: "website" } as const;
