import { z } from "zod";
import { centerSlugSchema } from "../../../contract/platform";
import {
  APP_CONTEXTS,
  type AppContext,
  PERSON_TO_PERSON_WORDINGS,
  type PersonToPersonWording,
  type TenantStatus,
  type TenantSwitches,
  tenantHostSchema,
  tenantIdSchema,
} from "../../../contract/tenants";
import type { Translate } from "../../../contract/validation";
import type { Locale } from "../../../locales/languages";

/** A tenant as the operator API answers it, through the app's client (camelCase). */
export interface ConsoleTenant {
  id: string;
  name: string;
  appName: string | null;
  appContext: AppContext;
  status: TenantStatus;
  switches: TenantSwitches;
  hosts: { host: string; centerSlug: string | null }[];
  centers: { id: number; name: string; slug: string; isDefault: boolean }[];
  counts: { users: number; organizations: number; vacancies: number; applicationsLast30Days: number };
  /** Archived: when its data is (or was) erased. */
  eraseAfter: string | null;
  erasedAt: string | null;
}

export const SWITCHES = ["personToPerson", "centerSharing", "internationalization", "activities", "twoFactorForStaff"] as const;

/** The form's switch fields by the wire's names, so the API's pointers name them too. */
const SWITCH_FIELDS = {
  personToPerson: "person_to_person",
  centerSharing: "center_sharing",
  internationalization: "internationalization",
  activities: "activities",
  twoFactorForStaff: "two_factor_for_staff",
} as const;
export const switchField = (name: (typeof SWITCHES)[number]) => SWITCH_FIELDS[name];

/**
 * The hosts field: one host a line, optionally followed by a centre's slug ("www.example.nl zutphen"); null when a
 * line is not that.
 */
export function parseHosts(text: string): { host: string; centerSlug: string | null }[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const hosts: { host: string; centerSlug: string | null }[] = [];
  for (const line of lines) {
    const [host, slug, ...rest] = line.split(/\s+/);
    const parsedHost = tenantHostSchema.safeParse(host);
    if (rest.length > 0 || !parsedHost.success || (slug !== undefined && !centerSlugSchema.safeParse(slug).success)) return null;
    hosts.push({ host: parsedHost.data, centerSlug: slug ?? null });
  }
  return hosts;
}

export const hostsText = (hosts: ConsoleTenant["hosts"]) =>
  hosts.map(({ host, centerSlug }) => (centerSlug ? `${host} ${centerSlug}` : host)).join("\n");

/**
 * The console's tenant form, flat as the post is. Its names are the API's, so that the one pointer rule
 * (fieldErrorsOf) puts a refusal beside its field: /data/attributes/center/slug is "slug", /data/attributes/admin/email
 * "email", /data/attributes/hosts/2/host "hosts". The centre's name is "center_name": the form checks it as the API does.
 */
export const tenantEditSchema = (t: Translate) =>
  z.object({
    name: z.string().trim().min(1).max(100),
    app_name: z.string().trim().max(100),
    person_to_person: z.boolean(),
    person_to_person_wording: z.enum(PERSON_TO_PERSON_WORDINGS),
    center_sharing: z.boolean(),
    internationalization: z.boolean(),
    activities: z.boolean(),
    two_factor_for_staff: z.boolean(),
    hosts: z.string().refine((text) => parseHosts(text) !== null, { message: t("platform:form.hostsInvalid") }),
  });

export const tenantNewSchema = (t: Translate) =>
  tenantEditSchema(t).extend({
    id: tenantIdSchema,
    app_context: z.enum(APP_CONTEXTS),
    center_name: z.string().trim().min(1).max(100),
    slug: centerSlugSchema,
    email: z.email().max(254),
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    // Empty: the standard starter site.
    template: z.union([z.literal(""), tenantIdSchema]).default(""),
  });

type EditForm = z.output<ReturnType<typeof tenantEditSchema>>;
type NewForm = z.output<ReturnType<typeof tenantNewSchema>>;

const switchesOf = (form: EditForm): TenantSwitches => ({
  personToPerson: form.person_to_person,
  personToPersonWording: form.person_to_person_wording as PersonToPersonWording,
  centerSharing: form.center_sharing,
  internationalization: form.internationalization,
  activities: form.activities,
  twoFactorForStaff: form.two_factor_for_staff,
});

/** PATCH /api/v1/platform/tenants/{id}: the client sends its keys snake_case. */
export const tenantUpdateBody = (form: EditForm) => ({
  data: {
    type: "platform_tenants",
    attributes: {
      name: form.name,
      appName: form.app_name || null,
      switches: switchesOf(form),
      hosts: parseHosts(form.hosts) ?? [],
    },
  },
});

/** POST /api/v1/platform/tenants; the first admin's invitation in the console's language. */
export const tenantCreateBody = (form: NewForm, locale: Locale) => ({
  data: {
    type: "platform_tenants",
    attributes: {
      id: form.id,
      name: form.name,
      appName: form.app_name || null,
      appContext: form.app_context,
      switches: switchesOf(form),
      hosts: parseHosts(form.hosts) ?? [],
      center: { name: form.center_name, slug: form.slug },
      admin: { email: form.email, firstName: form.first_name, lastName: form.last_name, locale },
      template: form.template || null,
    },
  },
});
