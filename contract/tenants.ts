import { z } from "zod";

/**
 * Tenants are data (issue 39): each has its switches, its status and its hosts in the database. These are the shapes
 * the server keeps them in and the operator's API will read and write.
 */

/** The two app contexts of the spec: a tenant has one, a request may name the other (header App-Context). */
export const APP_CONTEXTS = ["meedoen", "gelderland"] as const;
export type AppContext = (typeof APP_CONTEXTS)[number];

/** An archived or suspended tenant keeps its data and hosts; what it answers is decided elsewhere. */
export const TENANT_STATUSES = ["active", "suspended", "archived"] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** What the one-on-one help is called on the tenant's site. */
export const PERSON_TO_PERSON_WORDINGS = ["neighbour-help", "one-on-one"] as const;
export type PersonToPersonWording = (typeof PERSON_TO_PERSON_WORDINGS)[number];

/** A tenant's id: the first label of its wildcard host (`oldebroek.localhost`), so a DNS label of at most 32 characters. */
export const TENANT_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
export const tenantIdSchema = z.string().regex(TENANT_ID_PATTERN);

/**
 * Per-tenant switches (spec section 1, "Feature flags per tenant"); the app context may still turn one off or on
 * (`featureFlagsFor`): activities and centre sharing are never on in the meedoen context, which always has English.
 */
export const tenantSwitchesSchema = z
  .object({
    /** One-on-one (or neighbour) help: requests and offers between people. */
    personToPerson: z.boolean(),
    personToPersonWording: z.enum(PERSON_TO_PERSON_WORDINGS),
    /** The vacancy bank and calendar show every centre of the tenant, not only the current one. */
    centerSharing: z.boolean(),
    /** The site in English too. */
    internationalization: z.boolean(),
    /** Volunteer profiles (the pool) and activities. */
    activities: z.boolean(),
    /** Admins, centre superusers and content managers sign in in two steps (issue 44). */
    twoFactorForStaff: z.boolean(),
  })
  .strict();
export type TenantSwitches = z.infer<typeof tenantSwitchesSchema>;

/** Everything off: a new tenant starts as a plain vacancy bank. */
export const DEFAULT_TENANT_SWITCHES: TenantSwitches = {
  personToPerson: false,
  personToPersonWording: "one-on-one",
  centerSharing: false,
  internationalization: false,
  activities: false,
  twoFactorForStaff: false,
};

/** A tenant the operator creates: two-step sign-in for staff is on unless he turns it off (decision 29). */
export const NEW_TENANT_SWITCHES: TenantSwitches = { ...DEFAULT_TENANT_SWITCHES, twoFactorForStaff: true };

/** A host name as the Host header brings it, lower-cased and without a port. */
export const tenantHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/);
