import { toSnakeCaseKeys, toSnakeKey } from "./case";
import type { JsonApiErrorObject } from "./errors";
import { deserialise, type JsonApiDocument } from "./jsonapi";

export interface ApiQuery {
  include?: string[];
  fields?: Record<string, string[]>;
  filter?: Record<string, string | number | boolean | undefined>;
  page?: { number?: number; size?: number };
  sort?: string[];
}

export function toQueryString(query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  if (query.include?.length) params.set("include", query.include.map(toSnakeKey).join(","));
  for (const [type, names] of Object.entries(query.fields ?? {})) params.set(`fields[${type}]`, names.map(toSnakeKey).join(","));
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined) params.set(`filter[${toSnakeKey(name)}]`, String(value));
  }
  if (query.page?.number !== undefined) params.set("page[number]", String(query.page.number));
  if (query.page?.size !== undefined) params.set("page[size]", String(query.page.size));
  if (query.sort?.length) params.set("sort", query.sort.map(toSnakeKey).join(","));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: JsonApiErrorObject[],
  ) {
    // Spec section 8: a response error text containing 'wrong center' is thrown with that text.
    // Our own API says it with the code wrong_center, whose translated text need not contain the words.
    const wrongCenter = errors.find((e) => e.code === "wrong_center" || `${e.title} ${e.detail ?? ""}`.includes("wrong center"));
    const text = wrongCenter ? `${wrongCenter.detail ?? wrongCenter.title}` : (errors[0]?.title ?? `HTTP ${status}`);
    super(wrongCenter && !text.includes("wrong center") ? `wrong center: ${text}` : text);
    this.name = "ApiError";
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch: FetchLike;
  baseUrl?: string;
  headers?: () => Record<string, string | undefined>;
  /** Stops the client's requests, e.g. when the page they are for is no longer wanted. */
  signal?: AbortSignal;
  /** Called with refreshed auth headers so the caller can replace the stored ones. */
  onAuthHeaders?: (headers: Headers) => void;
}

/** A body sent as it is made (an upload passed on as it arrives), with its own content type. */
export interface StreamedBody {
  stream: ReadableStream<Uint8Array>;
  contentType: string;
}

const isStreamed = (body: unknown): body is StreamedBody =>
  typeof body === "object" && body !== null && "stream" in body && body.stream instanceof ReadableStream;

export interface ApiResult<T> {
  data: T;
  meta: Record<string, unknown>;
  links: Record<string, string | null>;
  status: number;
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? "";

  async function request<T>(method: string, path: string, body?: unknown, query?: ApiQuery): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: "application/vnd.api+json" };
    for (const [k, v] of Object.entries(options.headers?.() ?? {})) if (v) headers[k] = v;
    const init: RequestInit = { method, headers, signal: options.signal };
    // A form (a file upload) goes as multipart/form-data, its boundary set by the runtime.
    if (body instanceof FormData) init.body = body;
    else if (isStreamed(body)) {
      headers["Content-Type"] = body.contentType;
      // A stream as a request body is sent half-duplex (fetch asks it to be said).
      Object.assign(init, { body: body.stream, duplex: "half" });
    } else if (body !== undefined) {
      headers["Content-Type"] = "application/vnd.api+json";
      init.body = JSON.stringify(toSnakeCaseKeys(body));
    }
    const response = await options.fetch(`${baseUrl}${path}${toQueryString(query)}`, init);
    if (response.headers.get("access-token")) options.onAuthHeaders?.(response.headers);
    const text = await response.text();
    const document: JsonApiDocument = text ? JSON.parse(text) : {};
    if (!response.ok) {
      throw new ApiError(response.status, document.errors ?? []);
    }
    const result = deserialise<T>(document);
    return { data: result.data as T, meta: result.meta, links: result.links, status: response.status };
  }

  return {
    get: <T>(path: string, query?: ApiQuery) => request<T>("GET", path, undefined, query),
    post: <T>(path: string, body?: unknown) => request<T>("POST", path, body),
    patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, body),
    put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body),
    delete: <T>(path: string) => request<T>("DELETE", path),
    /** Any method with a body, e.g. a DELETE that carries a confirmation. */
    request: <T>(method: string, path: string, body?: unknown) => request<T>(method, path, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
