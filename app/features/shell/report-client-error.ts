import type { ErrorInfo } from "../../lib/error-info";

/** Browser-side errors go to the server's reporter; 300-499 are not reported (spec section 8). Resolves to the HTTP status. */
export function reportClientError(info: ErrorInfo, path: string): Promise<number | null> {
  if (info.status !== null && info.status >= 300 && info.status < 500) return Promise.resolve(null);
  const body = {
    data: {
      type: "error_reports",
      attributes: {
        message: info.message.slice(0, 2000) || "error",
        status_code: info.status,
        path,
        stack: info.stack?.slice(0, 10_000),
        request_id: info.requestId,
      },
    },
  };
  return fetch("/api/v1/error_reports", {
    method: "POST",
    headers: { "Content-Type": "application/vnd.api+json" },
    body: JSON.stringify(body),
    keepalive: true,
  })
    .then((response) => response.status)
    .catch(() => null);
}
