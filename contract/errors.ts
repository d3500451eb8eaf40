// Documented error codes: the API sends them in each JSON:API error object and the UI translates them.
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unknown_tenant",
  "unknown_app_context",
  "unknown_volunteer_center",
  "invalid_query",
  "not_authorized",
  "forbidden",
  "not_found",
  "conflict",
  "unprocessable",
  "too_many_requests",
  "payload_too_large",
  "uri_too_long",
  "invalid_credentials",
  "unconfirmed_account",
  "inactive_account",
  "wrong_center",
  "two_factor_required",
  "two_factor_setup_required",
  "invalid_two_factor_code",
  "two_factor_unavailable",
  "invalid_token",
  "internal",
  "service_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface JsonApiErrorObject {
  id?: string;
  status: string;
  code: ErrorCode;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}
