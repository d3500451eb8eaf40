import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../../contract/api-keys";
import { AppError } from "../../http/app-error";
import { tooManyRequests } from "../../http/rate-limit";
import { setResponseHeader } from "../../http/response-headers";
import type { AppEnv } from "../../http/types";
import { countHit, type Limit } from "../../limits/limit-counters";
import { type Actor, type ActorUser, ANONYMOUS } from "../../policy/actor";
import { type ApiKeyRow, findApiKeyBySecret, statusOf, touchApiKey } from "./api-keys.service";

// The request variable this module sets (decision 8): declared here, so the layers below need not know it.
declare module "hono" {
  interface ContextVariableMap {
    /** The partner's key this request came with (Authorization: Bearer vk_...), or unset. */
    apiKey: ApiKeyRow;
  }
}

const DEFAULT_PER_MINUTE = 600;
// By name, from the contract's list: a scope written out in quotes reads like a text key to the texts' check.
const [PUBLIC_READ, VACANCIES_WRITE, APPLICATIONS_READ] = API_KEY_SCOPES;
const BEARER = /^Bearer\s+(vk_\S+)\s*$/i;
const ID = "[1-9]\\d{0,9}";

/** Which calls each scope opens, by method and path under /api/v1: everything else is a 403 for a key. */
const SCOPE_CALLS: Record<ApiKeyScope, { methods: string[]; path: RegExp }[]> = {
  [VACANCIES_WRITE]: [
    { methods: ["GET", "POST"], path: /^\/vacancies$/ },
    { methods: ["GET", "PATCH", "PUT", "DELETE"], path: new RegExp(`^/vacancies/${ID}$`) },
  ],
  [APPLICATIONS_READ]: [{ methods: ["GET"], path: new RegExp(`^/applications(/${ID})?$`) }],
  [PUBLIC_READ]: [
    { methods: ["GET"], path: /^\/vacancies\/search(\/map|\/person_to_person)?$/ },
    { methods: ["GET"], path: new RegExp(`^/vacancies/${ID}(/related)?$`) },
    { methods: ["GET"], path: /^\/(activity_dates|volunteer_centers\/current\/activities\.ics)$/ },
  ],
};

/** The scope of the key that opens this call; a key that writes vacancies reads them as their manager, not as the public. */
function scopeFor(key: ApiKeyRow, method: string, path: string): ApiKeyScope | null {
  const order: ApiKeyScope[] = [VACANCIES_WRITE, APPLICATIONS_READ, PUBLIC_READ];
  const verb = method === "HEAD" ? "GET" : method;
  return (
    order.find(
      (scope) =>
        key.scopes.includes(scope) && SCOPE_CALLS[scope].some((call) => call.methods.includes(verb) && call.path.test(path)),
    ) ?? null
  );
}

/**
 * Who the key acts as for its scope, so the routes' own policies decide as for a person: the centre's staff for
 * vacancies (writes are its maker's), a superuser of its one organization for applications (an id no user has: it
 * only reads, and has no applications of its own), nobody for the public reads.
 */
function actorFor(key: ApiKeyRow, scope: ApiKeyScope): Actor | null {
  const user = (id: number, role: ActorUser["roles"][number]): ActorUser => ({
    id,
    email: `api-key-${key.id}@api-keys.invalid`,
    centerId: key.centerId,
    roles: [role],
  });
  switch (scope) {
    case PUBLIC_READ:
      return ANONYMOUS;
    case VACANCIES_WRITE:
      return key.createdBy === null
        ? null
        : { user: user(key.createdBy, { role: "center_superuser", organizationId: null }), organizationIds: [] };
    case APPLICATIONS_READ:
      return key.organizationId === null
        ? null
        : {
            user: user(0, { role: "organization_superuser", organizationId: key.organizationId }),
            organizationIds: [key.organizationId],
          };
  }
}

const invalidKey = (c: Context<AppEnv>) => new AppError(401, "not_authorized", c.get("t")("api-errors:detail.apiKey.invalid"));

/**
 * Mounted after the session's middleware on /api/v1: a request with `Authorization: Bearer vk_...` acts as its key
 * (within the request's tenant) and only within the key's scopes, counted per key (API_KEY_RATE_LIMIT a minute).
 */
export const apiKeyPrincipal = createMiddleware<AppEnv>(async (c, next) => {
  const match = BEARER.exec(c.req.header("authorization") ?? "");
  if (!match) return next();
  const { deps, site } = c.var;
  const key = await findApiKeyBySecret(deps.db, site.tenant.id, match[1]);
  if (!key || statusOf(key) !== "active") throw invalidKey(c);

  const limit: Limit = { name: "api-key", limit: deps.apiKeyRateLimit ?? DEFAULT_PER_MINUTE, windowMs: 60_000 };
  const counted = await countHit(deps.db, limit, String(key.id));
  const headers = {
    "RateLimit-Limit": String(limit.limit),
    "RateLimit-Remaining": String(Math.max(0, limit.limit - counted.count)),
    "RateLimit-Reset": String(Math.max(0, Math.ceil((counted.windowEndsAt - Date.now()) / 1000))),
  };
  // Set before the answer is made, so an error document carries them too.
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (counted.count > limit.limit) throw tooManyRequests(c, counted.windowEndsAt - Date.now());

  const path = c.req.path.replace(/^\/api\/v1/, "").replace(/\/$/, "");
  const scope = scopeFor(key, c.req.method, path);
  if (!scope) throw new AppError(403, "forbidden", c.get("t")("api-errors:detail.apiKey.scope"));
  const actor = actorFor(key, scope);
  // A key whose maker's account is gone cannot write in his name any more.
  if (!actor) throw invalidKey(c);

  await touchApiKey(deps.db, key);
  // The key replaces any session the request also carried: a partner's call is the partner's.
  c.set("auth", null);
  c.set("apiKey", key);
  c.set("actor", async () => actor);
  c.set("actorUser", actor.user);
  c.set("organizationId", scope === APPLICATIONS_READ ? key.organizationId : null);
  await next();
  for (const [name, value] of Object.entries(headers)) setResponseHeader(c, name, value);
});
