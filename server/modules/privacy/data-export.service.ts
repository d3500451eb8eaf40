import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { mailDeliveries } from "../../mail/mail.table";
import { applications } from "../applications/applications.table";
import { matchFollowupOptOuts, matchFollowups } from "../applications/match-followups.table";
import { auditEvents } from "../audit/audit.table";
import {
  conversationMessages,
  conversationParticipants,
  conversationStates,
  conversations,
} from "../conversations/conversations.table";
import { formInvitations, formSubmissions, forms } from "../forms/forms.table";
import { authTokens, userRoles, users } from "../identity/identity.table";
import { twoFactorTokens, userTwoFactors } from "../identity/two-factor.table";
import { uploadUrl } from "../media/media.service";
import { uploads } from "../media/media.table";
import { notifications } from "../notifications/notifications.table";
import { organizationMemberships, organizations } from "../organizations/organizations.table";
import { savedVacancies, vacancyAlerts } from "../saved-vacancies/saved-vacancies.table";
import { vacancies } from "../vacancies/vacancies.table";
import { profileReplies, volunteerProfiles } from "../volunteer-profiles/volunteer-profiles.table";
import { workshopRegistrations, workshops } from "../workshops/workshops.table";

/** Audit details that name someone else acting: the export says only that someone else did. */
const OTHERS_IN_DETAILS = new Set(["impersonatedBy", "impersonatorUserId"]);

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the platform holds about one user in one tenant (AVG article 15, issue 40): read in one transaction,
 * each table by the tenant and the user (or, once the address is confirmed, his e-mail address). Never a secret,
 * hash, token or code; other people only as the app already shows them to him. What is left out and why:
 * server/modules/privacy/README.md.
 */
export async function personalData(db: Database, tenant: TenantId, userId: number) {
  return withTenant(db, tenant, async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.id, userId)));
    if (!user) return null;
    // A guest's rows with his address count as his only once he proved the address is his.
    const email = user.confirmedAt ? user.email.toLowerCase() : null;

    return {
      exportedAt: new Date().toISOString(),
      tenant,
      account: await account(tx, tenant, user),
      volunteerProfile: await volunteerProfile(tx, tenant, userId),
      applications: await applicationsOf(tx, tenant, mine(applications.userId, applications.email, userId, email)),
      matchFollowups: await followupsOf(tx, tenant, userId, email),
      savedVacancies: await savedOf(tx, tenant, userId),
      vacancyAlerts: await alertsOf(tx, tenant, userId, email),
      conversations: await conversationsOf(tx, tenant, userId),
      workshopRegistrations: await registrationsOf(tx, tenant, userId, email),
      formSubmissions: await submissionsOf(tx, tenant, email),
      formInvitations: await invitationsOf(tx, tenant, email),
      organizations: await organizationsOf(tx, tenant, userId),
      notifications: await notificationsOf(tx, tenant, userId),
      consents: await consentsOf(tx, tenant, user, email),
      mails: await mailsOf(tx, tenant, email ?? user.email.toLowerCase()),
      auditLog: await auditOf(tx, tenant, userId),
    };
  });
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof personalData>>>;

type UserRow = typeof users.$inferSelect;

/** His rows: by his id, or (a guest's, before or besides his account) by his confirmed address. */
const mine = (userColumn: AnyPgColumn, emailColumn: AnyPgColumn, userId: number, email: string | null) =>
  email ? or(eq(userColumn, userId), eq(sql`lower(${emailColumn})`, email)) : eq(userColumn, userId);

async function account(tx: Transaction, tenant: TenantId, user: UserRow) {
  const roles = await tx
    .select({ role: userRoles.role, organization: organizations.name, since: userRoles.createdAt })
    .from(userRoles)
    .leftJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(and(eq(userRoles.tenantId, tenant), eq(userRoles.userId, user.id)))
    .orderBy(asc(userRoles.id));
  const [twoFactor] = await tx
    .select({ confirmedAt: userTwoFactors.confirmedAt, codes: userTwoFactors.recoveryCodeHashes })
    .from(userTwoFactors)
    .where(and(eq(userTwoFactors.tenantId, tenant), eq(userTwoFactors.userId, user.id)));
  const devices = await tx
    .select({ createdAt: twoFactorTokens.createdAt, expiresAt: twoFactorTokens.expiresAt })
    .from(twoFactorTokens)
    .where(and(eq(twoFactorTokens.tenantId, tenant), eq(twoFactorTokens.userId, user.id), eq(twoFactorTokens.kind, "device")))
    .orderBy(asc(twoFactorTokens.createdAt));
  const sessions = await tx
    .select({
      device: authTokens.userAgent,
      signedInAt: authTokens.issuedAt,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
      byUser: authTokens.impersonatorUserId,
      byOperator: authTokens.impersonatorOperatorId,
    })
    .from(authTokens)
    .where(and(eq(authTokens.tenantId, tenant), eq(authTokens.userId, user.id)))
    .orderBy(asc(authTokens.issuedAt));
  const own = sessions.filter((s) => s.byUser === null && s.byOperator === null);
  const lastSignIn = own.reduce<Date | null>((last, s) => (!last || s.signedInAt > last ? s.signedInAt : last), null);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailWaitingForConfirmation: user.unconfirmedEmail,
    phoneNumber: user.phoneNumber,
    jobTitle: user.jobTitle,
    gender: user.gender,
    locale: user.locale,
    status: user.status,
    signupMethod: user.signupMethod,
    roles: roles.map((r) => ({ role: r.role, organization: r.organization, since: r.since.toISOString() })),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    emailConfirmedAt: iso(user.confirmedAt),
    lastSignInAt: iso(lastSignIn),
    passwordSet: user.passwordHash !== null,
    personalCalendarFeed: user.calendarFeedTokenHash !== null,
    deletionRequestedAt: iso(user.deletionRequestedAt),
    mailChoices: { summaryDays: user.digestDays, mutedMails: user.mutedMails },
    twoStepSignIn: {
      enabled: !!twoFactor?.confirmedAt,
      since: iso(twoFactor?.confirmedAt ?? null),
      recoveryCodesLeft: twoFactor?.confirmedAt ? twoFactor.codes.length : 0,
      rememberedDevices: devices.map((d) => ({ since: d.createdAt.toISOString(), until: d.expiresAt.toISOString() })),
    },
    // The devices signed in, as the devices screen lists them; a session someone else opened as him says so.
    sessions: sessions.map((s) => ({
      device: s.device,
      signedInAt: s.signedInAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      openedBySomeoneElse: s.byUser !== null || s.byOperator !== null,
    })),
  };
}

async function volunteerProfile(tx: Transaction, tenant: TenantId, userId: number) {
  const [profile] = await tx
    .select({ row: volunteerProfiles, photo: uploads.path })
    .from(volunteerProfiles)
    .leftJoin(uploads, eq(uploads.id, volunteerProfiles.photoId))
    .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, userId)));
  if (!profile) return null;
  const { row } = profile;
  const replies = await tx
    .select({
      organization: organizations.name,
      body: profileReplies.body,
      state: profileReplies.state,
      createdAt: profileReplies.createdAt,
    })
    .from(profileReplies)
    .innerJoin(organizations, eq(organizations.id, profileReplies.organizationId))
    .where(and(eq(profileReplies.tenantId, tenant), eq(profileReplies.volunteerId, userId)))
    .orderBy(asc(profileReplies.createdAt));
  return {
    about: row.about,
    vacancyTypes: row.vacancyTypes,
    tags: row.tags,
    activityTypeIds: row.activityTypeIds,
    skills: row.skills,
    availability: row.availability,
    hoursPerWeek: row.hoursPerWeek,
    postalCode: row.postalCode,
    place: row.place,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distanceKm,
    languages: row.languages,
    certificateOfConduct: row.certificateOfConduct,
    visibleInPool: row.visible,
    photo: profile.photo ? uploadUrl(profile.photo) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    repliesFromOrganizations: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

async function applicationsOf(tx: Transaction, tenant: TenantId, theirs: SQL | undefined) {
  const rows = await tx
    .select({ row: applications, vacancy: vacancies.title, organization: organizations.name })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .leftJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(and(eq(applications.tenantId, tenant), theirs))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map(({ row, vacancy, organization }) => ({
    id: row.id,
    vacancy,
    organization,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    locale: row.locale,
    status: row.status,
    decisionMessage: row.decisionMessage,
    matchOutcome: row.matchOutcome,
    // The history the platform keeps: when it came in, the first response, the decision, the last change.
    history: [
      { status: "submitted", at: row.createdAt.toISOString() },
      ...(row.firstRespondedAt ? [{ status: "first_response", at: row.firstRespondedAt.toISOString() }] : []),
      ...(row.decidedAt ? [{ status: row.status, at: row.decidedAt.toISOString() }] : []),
    ],
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function followupsOf(tx: Transaction, tenant: TenantId, userId: number, email: string | null) {
  const rows = await tx
    .select({ row: matchFollowups, vacancy: vacancies.title })
    .from(matchFollowups)
    .innerJoin(applications, eq(applications.id, matchFollowups.applicationId))
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(and(eq(matchFollowups.tenantId, tenant), mine(matchFollowups.userId, matchFollowups.email, userId, email)))
    .orderBy(asc(matchFollowups.createdAt));
  return rows.map(({ row, vacancy }) => ({
    vacancy,
    round: row.round,
    askedAt: row.createdAt.toISOString(),
    answer: row.answer,
    comment: row.comment,
    answeredAt: iso(row.answeredAt),
  }));
}

async function savedOf(tx: Transaction, tenant: TenantId, userId: number) {
  const rows = await tx
    .select({ vacancyId: vacancies.id, vacancy: vacancies.title, savedAt: savedVacancies.createdAt })
    .from(savedVacancies)
    .innerJoin(vacancies, eq(vacancies.id, savedVacancies.vacancyId))
    .where(and(eq(savedVacancies.tenantId, tenant), eq(savedVacancies.userId, userId)))
    .orderBy(asc(savedVacancies.createdAt));
  return rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
}

async function alertsOf(tx: Transaction, tenant: TenantId, userId: number, email: string | null) {
  const rows = await tx
    .select()
    .from(vacancyAlerts)
    .where(and(eq(vacancyAlerts.tenantId, tenant), mine(vacancyAlerts.userId, vacancyAlerts.email, userId, email)))
    .orderBy(asc(vacancyAlerts.createdAt));
  return rows.map((r) => ({
    email: r.email,
    search: r.query,
    frequency: r.frequency,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: iso(r.confirmedAt),
    unsubscribedAt: iso(r.unsubscribedAt),
  }));
}

async function conversationsOf(tx: Transaction, tenant: TenantId, userId: number) {
  // His own conversations whole; where he wrote for an organization, the conversation with his messages in it.
  const joined = await tx
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.tenantId, tenant), eq(conversationParticipants.userId, userId)));
  const wrote = await tx
    .selectDistinct({ id: conversationMessages.conversationId })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.tenantId, tenant), eq(conversationMessages.senderId, userId)));
  const participant = new Set(joined.map((r) => r.id));
  const ids = [...new Set([...participant, ...wrote.map((r) => r.id)])];
  if (!ids.length) return [];
  const threads = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenant), inArray(conversations.id, ids)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const people = await tx
    .select({
      conversationId: conversationParticipants.conversationId,
      firstName: users.firstName,
      lastName: users.lastName,
      organization: organizations.name,
    })
    .from(conversationParticipants)
    .leftJoin(users, eq(users.id, conversationParticipants.userId))
    .leftJoin(organizations, eq(organizations.id, conversationParticipants.organizationId))
    .where(and(eq(conversationParticipants.tenantId, tenant), inArray(conversationParticipants.conversationId, ids)))
    .orderBy(asc(conversationParticipants.id));
  const messages = await tx
    .select({
      conversationId: conversationMessages.conversationId,
      senderId: conversationMessages.senderId,
      firstName: users.firstName,
      lastName: users.lastName,
      organization: organizations.name,
      body: conversationMessages.body,
      sentAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.senderId))
    .leftJoin(organizations, eq(organizations.id, conversationMessages.organizationId))
    .where(and(eq(conversationMessages.tenantId, tenant), inArray(conversationMessages.conversationId, ids)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  const states = await tx
    .select()
    .from(conversationStates)
    .where(
      and(
        eq(conversationStates.tenantId, tenant),
        eq(conversationStates.userId, userId),
        inArray(conversationStates.conversationId, ids),
      ),
    );
  const name = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last}`);
  return threads.map((thread) => {
    const state = states.find((s) => s.conversationId === thread.id);
    const whole = participant.has(thread.id);
    return {
      subject: thread.subject,
      startedAt: thread.createdAt.toISOString(),
      participants: people
        .filter((p) => p.conversationId === thread.id)
        .map((p) => p.organization ?? name(p.firstName, p.lastName) ?? ""),
      lastReadAt: iso(state?.lastReadAt ?? null),
      archivedAt: iso(state?.archivedAt ?? null),
      messages: messages
        .filter((m) => m.conversationId === thread.id && (whole || m.senderId === userId))
        .map((m) => ({
          own: m.senderId === userId,
          sender: name(m.firstName, m.lastName),
          onBehalfOf: m.organization,
          body: m.body,
          sentAt: m.sentAt.toISOString(),
        })),
    };
  });
}

async function registrationsOf(tx: Transaction, tenant: TenantId, userId: number, email: string | null) {
  const rows = await tx
    .select({ row: workshopRegistrations, workshop: workshops.title, startsAt: workshops.startsAt })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(
      and(
        eq(workshopRegistrations.tenantId, tenant),
        mine(workshopRegistrations.userId, workshopRegistrations.email, userId, email),
      ),
    )
    .orderBy(asc(workshopRegistrations.createdAt));
  return rows.map(({ row, workshop, startsAt }) => ({
    workshop,
    startsAt: startsAt.toISOString(),
    name: row.name,
    email: row.email,
    status: row.status,
    signedUpAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function submissionsOf(tx: Transaction, tenant: TenantId, email: string | null) {
  if (!email) return [];
  const rows = await tx
    .select({ row: formSubmissions, form: forms.title })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(and(eq(formSubmissions.tenantId, tenant), eq(sql`lower(${formSubmissions.respondentEmail})`, email)))
    .orderBy(asc(formSubmissions.createdAt));
  // The answers under their questions as he saw them; the staff's mark and note stay the centre's.
  return rows.map(({ row, form }) => ({
    form,
    submittedAt: row.createdAt.toISOString(),
    answers: row.questions.map((q) => ({ question: q.text, answer: row.answers[String(q.id)] ?? null })),
  }));
}

async function invitationsOf(tx: Transaction, tenant: TenantId, email: string | null) {
  if (!email) return [];
  const rows = await tx
    .select({
      form: forms.title,
      sentAt: formInvitations.createdAt,
      expiresAt: formInvitations.expiresAt,
      revokedAt: formInvitations.revokedAt,
    })
    .from(formInvitations)
    .innerJoin(forms, eq(forms.id, formInvitations.formId))
    .where(and(eq(formInvitations.tenantId, tenant), eq(sql`lower(${formInvitations.email})`, email)))
    .orderBy(asc(formInvitations.createdAt));
  return rows.map((r) => ({
    form: r.form,
    sentAt: r.sentAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    revokedAt: iso(r.revokedAt),
  }));
}

async function organizationsOf(tx: Transaction, tenant: TenantId, userId: number) {
  const member = await tx
    .select({ id: organizations.id, name: organizations.name, since: organizationMemberships.createdAt })
    .from(organizationMemberships)
    .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .where(and(eq(organizationMemberships.tenantId, tenant), eq(organizationMemberships.userId, userId)))
    .orderBy(asc(organizations.name));
  const contact = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenant), eq(organizations.contactPersonId, userId)));
  const contactVacancies = await tx
    .select({ title: vacancies.title, organizationId: vacancies.organizationId })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.contactPersonId, userId)))
    .orderBy(asc(vacancies.title));
  const contactOf = new Set(contact.map((c) => c.id));
  const named = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenant),
        inArray(organizations.id, [...contactOf, ...contactVacancies.map((v) => v.organizationId), 0]),
      ),
    );
  const nameOf = new Map(named.map((o) => [o.id, o.name]));
  const memberIds = new Set(member.map((m) => m.id));
  return [
    ...member.map((m) => ({ name: m.name, memberSince: m.since.toISOString(), contactPerson: contactOf.has(m.id) })),
    ...[...contactOf]
      .filter((id) => !memberIds.has(id))
      .map((id) => ({ name: nameOf.get(id) ?? "", memberSince: null, contactPerson: true })),
  ].map((org) => ({
    ...org,
    contactOfVacancies: contactVacancies.filter((v) => nameOf.get(v.organizationId) === org.name).map((v) => v.title),
  }));
}

async function notificationsOf(tx: Transaction, tenant: TenantId, userId: number) {
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenant), eq(notifications.userId, userId)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map((r) => ({
    kind: r.kind,
    data: r.data,
    link: r.link,
    createdAt: r.createdAt.toISOString(),
    readAt: iso(r.readAt),
  }));
}

async function consentsOf(tx: Transaction, tenant: TenantId, user: UserRow, email: string | null) {
  const [optOut] = email
    ? await tx
        .select({ at: matchFollowupOptOuts.createdAt })
        .from(matchFollowupOptOuts)
        .where(and(eq(matchFollowupOptOuts.tenantId, tenant), eq(sql`lower(${matchFollowupOptOuts.email})`, email)))
    : [];
  const [profile] = await tx
    .select({ visible: volunteerProfiles.visible })
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, user.id)));
  return {
    termsAcceptedAt: iso(user.acceptedTermsAt),
    emailConfirmedAt: iso(user.confirmedAt),
    visibleInVolunteerPool: profile?.visible ?? false,
    summaryMailDays: user.digestDays,
    mutedMails: user.mutedMails,
    followupMailsDeclinedAt: iso(optOut?.at ?? null),
  };
}

async function mailsOf(tx: Transaction, tenant: TenantId, email: string) {
  // Subject and outcome only: a mail's body can hold a link that still signs in or resets a password.
  const rows = await tx
    .select({ subject: mailDeliveries.subject, status: mailDeliveries.status, sentAt: mailDeliveries.createdAt })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.tenantId, tenant), eq(sql`lower(${mailDeliveries.to})`, email)))
    .orderBy(asc(mailDeliveries.createdAt), asc(mailDeliveries.id));
  return rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() }));
}

async function auditOf(tx: Transaction, tenant: TenantId, userId: number) {
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.tenantId, tenant),
        or(eq(auditEvents.actorUserId, userId), and(eq(auditEvents.subjectType, "user"), eq(auditEvents.subjectId, userId))),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map((r) => ({
    action: r.action,
    at: r.createdAt.toISOString(),
    // Who: he himself, or someone else (staff are not named, as the app does not name them to him).
    by: r.actorUserId === userId && !r.details.impersonatedBy && !r.details.impersonatorUserId ? "you" : "someone_else",
    about: r.subjectType === "user" && r.subjectId === userId ? "you" : r.subjectType,
    details: Object.fromEntries(Object.entries(r.details).filter(([key]) => !OTHERS_IN_DETAILS.has(key))),
  }));
}
