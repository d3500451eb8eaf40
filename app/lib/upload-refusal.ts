import { ApiError } from "../../contract/api-client";

/**
 * What POST /api/v1/uploads said of a file it refused, for the form to show on the field: a 422 (the file, the
 * pixels, the bytes one may keep) or a 429 (too many uploads, and when to try again); null for anything else.
 */
export function uploadRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 429)) return null;
  return error.errors[0]?.detail ?? error.message;
}
