// zod-free, for the bank's alert form: how often a search alert mails its new vacancies.
export const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
