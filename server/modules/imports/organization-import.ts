import { z } from "zod";
import { ORGANIZATION_TYPES, type OrganizationType } from "../../../contract/organization-options";
import { addressSchema, organizationAttributesSchema, organizationContactSchema } from "../../../contract/organizations";
import type { Transaction } from "../../db/client";
import { translatorFor } from "../../http/i18n";
import {
  type AddressInput,
  centerOrganizationsIn,
  insertOrganization,
  type OrganizationPatch,
  type OrganizationWithAddress,
  organizationHasMembers,
  writeOrganizationPatch,
} from "../organizations/organizations.service";
import { organizationHasVacancies } from "../vacancies/organization-vacancies.service";
import {
  type FieldError,
  type ImportKindHandler,
  inBothLanguages,
  type Plan,
  type PlannableRow,
  type Scope,
  sameValue,
  schemaErrors,
} from "./import-kinds";
import { looseText, normalisePhone, normalisePostalCode, normaliseWebsite } from "./import-values";

const ADDRESS_FIELDS = ["street", "house_number", "postal_code", "city"] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The organization API's own rules for each column (contract/organizations.ts). */
const rowSchema = z.object({
  name: organizationAttributesSchema.shape.name,
  website: organizationAttributesSchema.shape.website,
  phone_number: organizationAttributesSchema.shape.phone_number,
  description: organizationAttributesSchema.shape.description,
  contact_email: organizationContactSchema.shape.contact_email,
  street: addressSchema.shape.street.optional(),
  house_number: addressSchema.shape.house_number.optional(),
  postal_code: addressSchema.shape.postal_code.optional(),
  city: addressSchema.shape.city.optional(),
});

/** A type by its code or its name in Dutch or English ("Maatschappelijke organisatie", "Non-profit"). */
function organizationTypeOf(text: string): OrganizationType | null {
  const wanted = looseText(text);
  for (const type of ORGANIZATION_TYPES) {
    const names = [type, translatorFor("nl")(`organizations:types.${type}`), translatorFor("en")(`organizations:types.${type}`)];
    if (names.some((name) => looseText(name) === wanted)) return type;
  }
  if (["nonprofit", "stichting", "vereniging", "foundation", "association"].includes(wanted)) return "NonProfit";
  return null;
}

const typeNames = () => ORGANIZATION_TYPES.map((type) => translatorFor("nl")(`organizations:types.${type}`)).join(", ");

function check(cells: Record<string, string>) {
  const present = Object.fromEntries(
    Object.entries(cells)
      .filter(([field, value]) => value !== "" || field === "name")
      .map(([field, value]) => [
        field,
        field === "postal_code"
          ? normalisePostalCode(value)
          : field === "website"
            ? normaliseWebsite(value)
            : field === "phone_number"
              ? normalisePhone(value)
              : value,
      ]),
  );
  const { key: _key, organization_type: typeText, ...rest } = present;
  const parsed = schemaErrors(rowSchema, rest);
  const errors: FieldError[] = [...parsed.errors];
  let type: OrganizationType | undefined;
  if (typeText !== undefined) {
    type = organizationTypeOf(typeText) ?? undefined;
    if (!type)
      errors.push({
        field: "organization_type",
        message: inBothLanguages("api-errors:detail.import.row.type", { value: typeText, allowed: typeNames() }),
      });
  }
  const values: Record<string, unknown> = {};
  if (parsed.data) {
    const { street, house_number, postal_code, city, ...fields } = parsed.data;
    Object.assign(values, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    const address = Object.fromEntries(
      Object.entries({ street, house_number, postal_code, city }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(address).length) values.address = address;
  }
  if (type) values.organization_type = type;
  const name = typeof present.name === "string" ? present.name.trim() : "";
  const key = cells.key ? `key:${cells.key.trim().toLowerCase()}` : name ? `name:${name.toLowerCase()}` : null;
  return { key, values, errors };
}

const toAddressInput = (address: Record<AddressField, string>): AddressInput => ({
  street: address.street,
  houseNumber: address.house_number,
  postalCode: address.postal_code,
  city: address.city,
});

const fromAddressRow = (address: OrganizationWithAddress["address"]) =>
  address
    ? { street: address.street, house_number: address.houseNumber, postal_code: address.postalCode, city: address.city }
    : null;

/** The whole address a row gives together with what the organization had; missing parts are the row's errors. */
function mergedAddress(current: OrganizationWithAddress | null, given: Record<string, string> | undefined) {
  if (!given) return { address: null, errors: [] };
  const address = { ...(fromAddressRow(current?.address ?? null) ?? {}), ...given } as Partial<Record<AddressField, string>>;
  const missing = ADDRESS_FIELDS.filter((field) => !address[field]);
  if (missing.length === 0) return { address: address as Record<AddressField, string>, errors: [] };
  const message = inBothLanguages("api-errors:detail.import.row.addressIncomplete");
  return { address: null, errors: missing.map((field) => ({ field, message })) };
}

/** The organization's current value of each field a row can set (wire names). */
const currentValues = (org: OrganizationWithAddress): Record<string, unknown> => ({
  name: org.name,
  organization_type: org.type,
  website: org.website,
  phone_number: org.phoneNumber,
  description: org.description,
  contact_email: org.contactEmail,
  address: fromAddressRow(org.address),
});

function planAgainst(row: PlannableRow, current: OrganizationWithAddress | null, linked: boolean): Plan {
  const { address: given, ...fields } = row.values as Record<string, unknown> & { address?: Record<string, string> };
  const merged = mergedAddress(current, given);
  if (merged.errors.length) return { outcome: "invalid", targetId: null, errors: merged.errors };
  if (!current) return { outcome: "create", targetId: null };
  const now = currentValues(current);
  const patch: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!sameValue(now[field], value)) {
      patch[field] = value;
      previous[field] = now[field] ?? null;
    }
  }
  if (merged.address && !sameValue(now.address, merged.address)) {
    patch.address = merged.address;
    previous.address = now.address;
  }
  if (Object.keys(patch).length === 0) return { outcome: "unchanged", targetId: current.id, link: !linked };
  return { outcome: "update", targetId: current.id, patch, previous };
}

/** Wire names to the organizations service's patch; an address only whole. */
function toPatch(values: Record<string, unknown>): OrganizationPatch {
  const patch: OrganizationPatch = {};
  if ("name" in values) patch.name = values.name as string;
  if ("organization_type" in values) patch.type = values.organization_type as OrganizationType;
  if ("website" in values) patch.website = values.website as string | null;
  if ("phone_number" in values) patch.phoneNumber = values.phone_number as string | null;
  if ("description" in values) patch.description = values.description as string | null;
  if ("contact_email" in values) patch.contactEmail = values.contact_email as string | null;
  if (values.address) patch.address = toAddressInput(values.address as Record<AddressField, string>);
  return patch;
}

async function updatedAtOf(tx: Transaction, scope: Scope, id: number) {
  const [row] = await centerOrganizationsIn(tx, scope, { ids: [id] });
  return row ?? null;
}

export const organizationImport: ImportKindHandler = {
  kind: "organizations",
  nameFields: ["name"],
  check,
  async plan(tx, scope, rows, linked) {
    const ids = [...new Set(rows.map((row) => linked.get(row.key)).filter((id): id is number => id !== undefined))];
    const names = [...new Set(rows.map((row) => String(row.values.name ?? "").toLowerCase()))];
    const found = await centerOrganizationsIn(tx, scope, { ids, lowerNames: names });
    const byId = new Map(found.map((org) => [org.id, org]));
    const byName = new Map<string, OrganizationWithAddress>();
    for (const org of found) if (!byName.has(org.name.toLowerCase())) byName.set(org.name.toLowerCase(), org);
    return rows.map((row) => {
      const linkedId = linked.get(row.key);
      const target = (linkedId !== undefined ? byId.get(linkedId) : undefined) ?? null;
      const current = target ?? byName.get(String(row.values.name).toLowerCase()) ?? null;
      return planAgainst(row, current, target !== null);
    });
  },
  async apply(tx, scope, row, plan) {
    if (plan.outcome === "create") {
      const { address: _address, ...fields } = toPatch(row.values);
      const merged = mergedAddress(null, row.values.address as Record<string, string> | undefined).address;
      const created = await insertOrganization(tx, scope.tenant, {
        ...fields,
        name: fields.name as string,
        type: fields.type ?? "NonProfit",
        centerId: scope.centerId,
        // Made by the centre's staff, as POST /organizations does: approved at once.
        status: "approved",
        ...(merged && { address: toAddressInput(merged) }),
      });
      return { targetId: created.id, appliedAt: created.updatedAt };
    }
    if (plan.outcome !== "update") throw new Error(`cannot apply ${plan.outcome}`);
    const current = (await updatedAtOf(tx, scope, plan.targetId)) ?? { id: plan.targetId, addressId: null };
    return { targetId: plan.targetId, appliedAt: await writeOrganizationPatch(tx, scope.tenant, current, toPatch(plan.patch)) };
  },
  async undo(tx, scope, row) {
    const current = await updatedAtOf(tx, scope, row.targetId);
    // Deleted since: nothing left to take back.
    if (!current) return "removed";
    if (current.updatedAt.getTime() !== row.appliedAt.getTime()) return "kept";
    if (row.outcome === "create") {
      // People or vacancies added since do not touch the organization's updated_at, and deleting is for good.
      const inUse =
        (await organizationHasMembers(tx, scope.tenant, current.id)) ||
        (await organizationHasVacancies(tx, scope.tenant, current.id));
      if (inUse) return "kept";
      await writeOrganizationPatch(tx, scope.tenant, current, { status: "deleted" });
      return "removed";
    }
    const previous = { ...(row.previous ?? {}) };
    // An address the organization did not have before stays: the service keeps an address once it has one.
    if (previous.address === null) delete previous.address;
    await writeOrganizationPatch(tx, scope.tenant, current, toPatch(previous));
    return "restored";
  },
};
