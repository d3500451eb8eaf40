import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { OrganizationType } from "../../contract/organization-options";
import type { Organization } from "../../contract/organizations";
import type { Locale } from "../../locales/languages";
import { apiFor } from "./api.server";
import { ORGANIZATION_COOKIE, readCookie } from "./cookies";
import { localeOf } from "./page-context.server";
import { serverContext } from "./server-context";
import { cookieLine, hasSession } from "./session.server";

const ORGANIZATION_HEADER = "current-organization-id";
const ORGANIZATION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface OrganizationChoice {
  id: string;
  name: string;
  organizationType: OrganizationType;
}

/** The signed-in user's organizations and the selected one (spec section 4), for this request. */
export interface OrganizationState {
  list: OrganizationChoice[];
  selectedId: string | null;
  /** Loading them failed: screens that need an organization show the 403 page. */
  failed: boolean;
}

export const organizationContext = createContext<OrganizationState>({ list: [], selectedId: null, failed: false });

/** Spec section 4: the remembered choice while it is still one of his, else the first School or VolunteerCenter, else the first. */
export function selectOrganization(list: OrganizationChoice[], remembered: string | null): string | null {
  if (remembered && list.some((o) => o.id === remembered)) return remembered;
  return (list.find((o) => o.organizationType === "School" || o.organizationType === "VolunteerCenter") ?? list[0])?.id ?? null;
}

export const organizationCookie = (context: Readonly<RouterContextProvider>, id: string | null) =>
  cookieLine(context, ORGANIZATION_COOKIE, id ?? "", id ? ORGANIZATION_COOKIE_MAX_AGE : 0);

/**
 * Before any loader or action runs: load the user's organizations, settle the selection, and send it as
 * Current-Organization-Id on every API call of this request. A remembered organization that is gone is replaced.
 */
export const organizationMiddleware: MiddlewareFunction<Response> = async ({ request, context, params }, next) => {
  const server = context.get(serverContext);
  delete server.apiHeaders[ORGANIZATION_HEADER];
  const remembered = readCookie(request, ORGANIZATION_COOKIE) ?? null;
  // The operator's console has no tenant and so no organizations: an operator's session is none of them.
  if (server.console) return next();
  if (!hasSession(request)) {
    const response = await next();
    if (remembered) response.headers.append("Set-Cookie", organizationCookie(context, null));
    return response;
  }

  const locale = localeOf(params);
  let state: OrganizationState = { list: [], selectedId: null, failed: false };
  try {
    const { data: list } = await apiFor(context, locale).get<Organization[]>("/api/v1/current_organizations");
    const choices = list.map(({ id, name, organizationType }) => ({ id, name, organizationType }));
    state = { list: choices, selectedId: selectOrganization(choices, remembered), failed: false };
  } catch (error) {
    // Not signed in after all: the loaders sign him out. Anything else is reported and shown as the 403 page.
    if (!(error instanceof ApiError && error.status === 401)) {
      server.reportError(error, { where: "organizationMiddleware", requestId: server.requestId });
      state.failed = true;
    }
  }
  context.set(organizationContext, state);
  if (state.selectedId) server.apiHeaders[ORGANIZATION_HEADER] = state.selectedId;

  const response = await next();
  // A choice made by this very request (the switch action) wins over the correction.
  const chosenNow = response.headers.getSetCookie().some((line) => line.startsWith(`${ORGANIZATION_COOKIE}=`));
  if (state.selectedId !== remembered && !state.failed && !chosenNow) {
    response.headers.append("Set-Cookie", organizationCookie(context, state.selectedId));
  }
  return response;
};

/** A screen that works in the selected organization: without one, the fatal 403 'Geen organisatie gevonden'. */
export function requireOrganization(context: Readonly<RouterContextProvider>): OrganizationChoice {
  const { list, selectedId } = context.get(organizationContext);
  const selected = list.find((o) => o.id === selectedId);
  if (!selected) throw data({ messageKey: "errors:page.noOrganization" }, { status: 403 });
  return selected;
}

/**
 * A link into another of the user's organizations (a mail or notification while one is selected): the first of
 * his other organizations under which the API reads `apiPath`, or null when none does.
 */
export async function otherOrganizationReading(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  apiPath: string,
): Promise<string | null> {
  const server = context.get(serverContext);
  const { list, selectedId } = context.get(organizationContext);
  for (const other of list.filter((o) => o.id !== selectedId)) {
    const response = await server.fetch(apiPath, {
      headers: { ...server.apiHeaders, "accept-language": locale, [ORGANIZATION_HEADER]: other.id },
    });
    await response.body?.cancel();
    if (response.ok) return other.id;
  }
  return null;
}
