import type { ErrorCode, JsonApiErrorObject } from "../../contract/errors";

/** An error with a documented code; the API turns it into a JSON:API error document. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Omit<JsonApiErrorObject, "status" | "code" | "title">[] = [],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (code: ErrorCode, message: string, source?: JsonApiErrorObject["source"]) =>
  new AppError(400, code, message, source ? [{ source, detail: message }] : []);
// Without a message the detail is the code's translated title, so no English leaks into a Dutch answer.
export const notFound = (message = "") => new AppError(404, "not_found", message);
