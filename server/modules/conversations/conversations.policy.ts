import { type Actor, isCenterStaff, isOrganizationSuperuser } from "../../policy/actor";
import { type ApplicationTarget, canApplication } from "../applications/applications.policy";

/** Who takes part in a conversation, as the policy needs it. */
export interface ConversationParties {
  userIds: number[];
  organizationIds: number[];
}

/** A user participant, or an organization superuser of a participating organization (DESIGN.md section 6). */
export function takesPart(actor: Actor, parties: ConversationParties): boolean {
  const user = actor.user;
  if (!user) return false;
  return parties.userIds.includes(user.id) || parties.organizationIds.some((id) => isOrganizationSuperuser(actor, id));
}

/** The organization a participant speaks for: none when he takes part himself, else the first of his that does. */
export function spokenFor(actor: Actor, parties: ConversationParties): number | null {
  if (actor.user && parties.userIds.includes(actor.user.id)) return null;
  return parties.organizationIds.find((id) => isOrganizationSuperuser(actor, id)) ?? null;
}

/** Whose conversations the actor reads: his own, and those of the organizations he is superuser of. */
export interface ConversationViewer {
  userId: number;
  organizationIds: number[];
}

export const viewerOf = (actor: Actor & { user: NonNullable<Actor["user"]> }): ConversationViewer => ({
  userId: actor.user.id,
  organizationIds: actor.organizationIds.filter((id) => isOrganizationSuperuser(actor, id)),
});

/** An application's conversation is opened by its applicant or by those who handle it (applications.policy). */
export const mayOpenForApplication = (actor: Actor & { user: NonNullable<Actor["user"]> }, target: ApplicationTarget) =>
  target.userId === actor.user.id || canApplication({ ...actor, selectedOrganizationId: null }, "decide", target);

/** Centre staff start one with an organization of their centre. */
export const mayStartWithOrganization = (actor: Actor, organization: { centerId: number }) =>
  isCenterStaff(actor, organization.centerId);
