/** A request id as the server takes it from X-Request-Id and sends it back (server/http/request-log.ts); zod-free for the browser. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;
