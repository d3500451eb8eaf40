import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { ErrorCode, JsonApiErrorObject } from "../../../contract/errors";
import type { JsonApiDocument } from "../../../contract/jsonapi";
import type { TFunction } from "../../../locales/translate";
import { AppError } from "../app-error";
import type { AppEnv } from "../types";

export const JSONAPI_MEDIA_TYPE = "application/vnd.api+json";

function errorObject(status: number, code: ErrorCode, t: TFunction, extra: Partial<JsonApiErrorObject> = {}): JsonApiErrorObject {
  return { status: String(status), code, title: t(`api-errors:api.${code}`), ...extra };
}

/** Any thrown value as a JSON:API error document and its status; unexpected errors keep their internals to the log. */
export function toErrorDocument(error: unknown, t: TFunction, requestId: string): { status: number; document: JsonApiDocument } {
  if (error instanceof AppError) {
    const detail = error.message || t(`api-errors:api.${error.code}`);
    const details = error.details.length ? error.details : [{ detail }];
    return {
      status: error.status,
      document: { errors: details.map((d) => errorObject(error.status, error.code, t, { detail, ...d })) },
    };
  }
  if (error instanceof ZodError) {
    return {
      status: 422,
      document: {
        errors: error.issues.map((issue) =>
          errorObject(422, "validation_failed", t, {
            detail: issue.message,
            source: { pointer: `/data/attributes/${issue.path.map(String).join("/")}` },
          }),
        ),
      },
    };
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono raises these for malformed input, e.g. a body that is not JSON.
    return {
      status: error.status,
      document: { errors: [errorObject(error.status, "bad_request", t, { detail: t("api-errors:detail.badJson") })] },
    };
  }
  return {
    status: 500,
    document: {
      errors: [errorObject(500, "internal", t, { id: requestId, detail: t("api-errors:detail.internal", { requestId }) })],
    },
  };
}

export function sendDocument(c: Context<AppEnv>, document: JsonApiDocument, status = 200) {
  return c.body(JSON.stringify(document), status as 200, { "Content-Type": JSONAPI_MEDIA_TYPE });
}

/** Hono onError: JSON:API for API paths; 500s are logged with the request id and reported. */
export function handleApiError(error: Error, c: Context<AppEnv>) {
  const { status, document } = toErrorDocument(error, c.get("t"), c.get("requestId"));
  if (status >= 500) {
    c.get("log").error({ err: error }, "unhandled error");
    c.get("deps").reportError(error, { requestId: c.get("requestId"), path: c.req.path });
  }
  return sendDocument(c, document, status);
}
