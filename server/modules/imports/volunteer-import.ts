import { z } from "zod";
import { optionalPhone, POSTAL_CODE } from "../../../contract/fields";
import { userInviteSchema } from "../../../contract/users";
import {
  deleteInvitedUser,
  insertUser,
  normaliseEmail,
  type UserRow,
  usersByEmailIn,
  usersByIdIn,
  writeUserPatch,
} from "../identity/users.service";
import { keepProfilePostalCode } from "../volunteer-profiles/volunteer-profiles.service";
import {
  type CheckedRow,
  type FieldError,
  type ImportKindHandler,
  inBothLanguages,
  type Plan,
  type Scope,
  sameValue,
  schemaErrors,
} from "./import-kinds";
import { normalisePhone, normalisePostalCode, parseYesNo } from "./import-values";

/** The rules of staff's invitation (POST /users) for the person, the profile's for the postal code. */
const rowSchema = z.object({
  first_name: userInviteSchema.shape.first_name,
  last_name: userInviteSchema.shape.last_name,
  email: userInviteSchema.shape.email,
  phone_number: optionalPhone.optional(),
  postal_code: z.string().trim().regex(POSTAL_CODE).optional(),
});

function check(cells: Record<string, string>): CheckedRow {
  const { invite: inviteText, ...rest } = cells;
  const input = Object.fromEntries(
    Object.entries(rest)
      .filter(([field, value]) => value !== "" || ["first_name", "last_name", "email"].includes(field))
      .map(([field, value]) => [
        field,
        field === "postal_code" ? normalisePostalCode(value) : field === "phone_number" ? normalisePhone(value) : value,
      ]),
  );
  const parsed = schemaErrors(rowSchema, input);
  const errors: FieldError[] = [...parsed.errors];
  const invite = parseYesNo(inviteText ?? "");
  if (invite === null) errors.push({ field: "invite", message: inBothLanguages("api-errors:detail.import.row.yesNo") });
  const values: Record<string, unknown> = parsed.data
    ? { ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)), invite: invite ?? false }
    : {};
  if (parsed.data) values.email = normaliseEmail(parsed.data.email);
  const email = typeof rest.email === "string" && rest.email.trim() ? normaliseEmail(rest.email) : null;
  return { key: email, values, errors };
}

const DETAILS = ["first_name", "last_name", "phone_number"] as const;
const currentValues = (user: UserRow): Record<string, unknown> => ({
  first_name: user.firstName,
  last_name: user.lastName,
  phone_number: user.phoneNumber,
});

/** A row that names an existing account changes it only when an earlier import made it and it is still only invited. */
function planAgainst(scope: Scope, values: Record<string, unknown>, user: UserRow | null, linked: boolean): Plan {
  if (!user) return { outcome: "create", targetId: null };
  const ours = linked && user.status === "invited" && user.centerId === scope.centerId;
  if (!ours) return { outcome: "unchanged", targetId: user.id, link: false };
  const now = currentValues(user);
  const patch: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of DETAILS) {
    if (field in values && !sameValue(now[field], values[field])) {
      patch[field] = values[field];
      previous[field] = now[field] ?? null;
    }
  }
  if (Object.keys(patch).length === 0) return { outcome: "unchanged", targetId: user.id, link: false };
  return { outcome: "update", targetId: user.id, patch, previous };
}

const toUserPatch = (values: Record<string, unknown>) => ({
  firstName: values.first_name as string | undefined,
  lastName: values.last_name as string | undefined,
  phoneNumber: values.phone_number as string | null | undefined,
});

export const volunteerImport: ImportKindHandler = {
  kind: "volunteers",
  nameFields: ["first_name", "last_name"],
  check,
  async plan(tx, scope, rows, linked) {
    const ids = rows.map((row) => linked.get(row.key)).filter((id): id is number => id !== undefined);
    const found = [
      ...(await usersByIdIn(tx, scope.tenant, ids)),
      ...(await usersByEmailIn(
        tx,
        scope.tenant,
        rows.map((row) => row.key),
      )),
    ];
    const byId = new Map(found.map((user) => [user.id, user]));
    const byEmail = new Map(found.map((user) => [user.email, user]));
    return rows.map((row) => {
      const linkedId = linked.get(row.key);
      const target = linkedId !== undefined ? (byId.get(linkedId) ?? null) : null;
      // An account whose address changed since is not the one the key made: the address decides.
      const user = byEmail.get(row.key) ?? null;
      return planAgainst(scope, row.values, user, target !== null && target.id === user?.id);
    });
  },
  async apply(tx, scope, row, plan) {
    if (plan.outcome === "create") {
      const values = row.values;
      // No password: the person chooses his own through the invitation's link (identity's reset token).
      const user = await insertUser(tx, scope.tenant, {
        centerId: scope.centerId,
        email: values.email as string,
        firstName: values.first_name as string,
        lastName: values.last_name as string,
        phoneNumber: (values.phone_number as string | undefined) ?? null,
        status: "invited",
        signupMethod: "imported",
        confirmed: false,
        roles: [{ role: "volunteer" }],
      });
      if (typeof values.postal_code === "string") {
        await keepProfilePostalCode(tx, scope.tenant, { userId: user.id, centerId: scope.centerId }, values.postal_code);
      }
      return { targetId: user.id, appliedAt: user.updatedAt, invite: values.invite === true };
    }
    if (plan.outcome !== "update") throw new Error(`cannot apply ${plan.outcome}`);
    const appliedAt = await writeUserPatch(tx, scope.tenant, plan.targetId, toUserPatch(plan.patch));
    return { targetId: plan.targetId, appliedAt };
  },
  async undo(tx, scope, row) {
    const [user] = await usersByIdIn(tx, scope.tenant, [row.targetId]);
    if (!user) return "removed";
    const untouched = user.status === "invited" && user.updatedAt.getTime() === row.appliedAt.getTime();
    if (!untouched) return "kept";
    if (row.outcome === "create") return (await deleteInvitedUser(tx, scope.tenant, user.id)) ? "removed" : "kept";
    await writeUserPatch(tx, scope.tenant, user.id, toUserPatch(row.previous ?? {}));
    return "restored";
  },
};
