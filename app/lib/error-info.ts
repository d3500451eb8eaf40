import { isRouteErrorResponse } from "react-router";
import { REQUEST_ID_PATTERN } from "../../contract/request-id";

export interface ErrorInfo {
  status: number | null;
  message: string;
  stack?: string;
  /** Spec section 8: a message containing 'wrong center'. */
  wrongCenter: boolean;
  /** A loader's own translated description, e.g. 'Geen organisatie gevonden' on the 403 page. */
  descriptionKey?: string;
  /** The failed API request's id (a JSON:API error's id): the server reported it already and skips the browser's report. */
  requestId?: string;
}

/** What the error view needs from anything a loader, action or component may throw. */
export function errorInfo(error: unknown): ErrorInfo {
  let status: number | null = null;
  let message = "";
  let stack: string | undefined;
  let descriptionKey: string | undefined;
  let requestId: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === "string" ? error.data : (error.data?.message ?? error.statusText ?? "");
    const key = typeof error.data === "object" ? error.data?.messageKey : undefined;
    if (typeof key === "string" && key.startsWith("errors:")) descriptionKey = key;
  } else if (error instanceof Error) {
    message = error.message;
    stack = error.stack;
    const withStatus = error as Error & { status?: unknown; statusCode?: unknown };
    const code = Number(withStatus.status ?? withStatus.statusCode);
    if (Number.isInteger(code) && code > 0) status = code;
    const id = (error as Error & { errors?: { id?: unknown }[] }).errors?.[0]?.id;
    if (typeof id === "string" && REQUEST_ID_PATTERN.test(id)) requestId = id;
  } else if (typeof error === "string") {
    message = error;
  }
  return { status, message, stack, wrongCenter: message.includes("wrong center"), descriptionKey, requestId };
}

/** The translation keys of spec section 8's table. */
export function errorTexts(info: ErrorInfo): { title: [string, Record<string, unknown>?]; description: string } {
  if (info.wrongCenter) return { title: ["errors:page.wrongCenter.title"], description: "errors:page.wrongCenter.description" };
  if (info.status === 401 || info.status === 403 || info.status === 404) {
    return {
      title: [`errors:page.${info.status}.title`],
      description: info.descriptionKey ?? `errors:page.${info.status}.description`,
    };
  }
  if (info.status)
    return { title: ["errors:page.withCode.title", { code: info.status }], description: "errors:page.genericDescription" };
  return { title: ["errors:page.withoutCode.title"], description: "errors:page.genericDescription" };
}
