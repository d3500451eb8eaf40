import type { VacancyStatus, VacancyType } from "../../../contract/vacancy-options";
import type { FeatureFlags } from "../../config/feature-flags";
import type { TenantId } from "../../config/tenants";
import { createRandom, type Random } from "../../random/prng";
import { ACTIVITY_TEXTS } from "./demo-activity-texts";
import type { OrganizationKind } from "./demo-bank-organizations";
import { renderDescription, renderSummary, renderTitle } from "./demo-description";
import { DEMO_PLACES, type DemoPlace } from "./demo-places";
import { LANGUAGE_TEXTS, PERSON_TO_PERSON_TEXTS } from "./demo-request-texts";
import type { VacancyText } from "./demo-text-types";
import { VOLUNTEERING_TEXTS } from "./demo-volunteering-texts";
import type { NewVacancy } from "./vacancy-writes.service";

/** How many vacancies and activities each tenant's bank gets (the public tenant has three centres). */
export const DEMO_VACANCY_COUNTS: Record<TenantId, number> = { oldebroek: 70, roermond: 60, meedoen: 60, demo: 50, public: 130 };

export interface DemoOrganizationRef {
  id: number;
  centerId: number;
  centerSlug: string;
  kind: OrganizationKind;
  approved: boolean;
  city: string | null;
  contactPersonId: number | null;
}

export type DemoVacancy = NewVacancy & { finalStatus: VacancyStatus };

const DAY = 24 * 3600 * 1000;
/** Every kind of vacancy the demo knows; the benchmark generator draws its Dutch text from these too. */
export const ALL_TEXTS = [...VOLUNTEERING_TEXTS, ...ACTIVITY_TEXTS, ...PERSON_TO_PERSON_TEXTS, ...LANGUAGE_TEXTS];
// Postal code letters; SA, SD and SS are not used in Dutch postal codes, so no S at all.
const POSTAL_LETTERS = "ABCEGHJKLMNPRTVWXZ";

/** The vacancy types a tenant shows (spec section 1 flags): no activities on meedoen, person-to-person where it is on. */
function typeWeights(flags: FeatureFlags): [VacancyType, number][] {
  const weights: [VacancyType, number][] = [
    ["volunteering", 60],
    ["language", 8],
  ];
  if (flags.volunteerProfiles) weights.push(["activity", 16]);
  if (flags.personToPerson) weights.push([flags.personToPersonWording, 9], ["p2p", 4]);
  return weights;
}

/**
 * The tenant's demo vacancies, the same for the same organizations and day: a seeded PRNG, dates relative to the
 * start of `now`'s day (activities in the coming weeks, expiry dates mostly ahead, a few within a week or past).
 * The tenant's feature flags (its own app context) choose the vacancy types.
 */
export function buildDemoVacancies(
  tenant: TenantId,
  organizations: DemoOrganizationRef[],
  now: Date,
  flags: FeatureFlags,
): DemoVacancy[] {
  const random = createRandom(hash(tenant));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const places = DEMO_PLACES[tenant];
  const weights = typeWeights(flags);
  const approved = organizations.filter((o) => o.approved);
  const total = DEMO_VACANCY_COUNTS[tenant];
  const pending = organizations.find((o) => !o.approved);
  const result: DemoVacancy[] = [];
  for (let attempt = 0; result.length < total - (pending ? 2 : 0); attempt++) {
    if (attempt > 100 * total) throw new Error(`no demo organizations to post vacancies in ${tenant}`);
    const centre = random.pick(places).center;
    const type = random.weighted(weights);
    const text = random.pick(ALL_TEXTS.filter((t) => t.type === type));
    const candidates = approved.filter((o) => o.centerSlug === centre && text.kinds.includes(o.kind));
    // Not every centre has every kind of organization; draw again.
    if (candidates.length === 0) continue;
    const status = random.weighted<VacancyStatus>([
      ["published", 80],
      ["draft", 7],
      ["filled", 5],
      ["archived", 3],
      ["expired", 5],
    ]);
    result.push(buildOne(random, text, random.pick(candidates), places, status, today));
  }
  // An organization awaiting approval can already write drafts.
  if (pending) {
    const own = ALL_TEXTS.filter((t) => t.kinds.includes(pending.kind) && weights.some(([w]) => w === t.type));
    while (result.length < total) result.push(buildOne(random, random.pick(own), pending, places, "draft", today));
  }
  return result;
}

function buildOne(
  random: Random,
  text: VacancyText,
  organization: DemoOrganizationRef,
  places: DemoPlace[],
  finalStatus: VacancyStatus,
  today: number,
): DemoVacancy {
  const remote = text.fromHome === true;
  const own = places.filter((p) => p.center === organization.centerSlug);
  const place = own.find((p) => p.city === organization.city && random.chance(0.6)) ?? random.pick(own);
  const city = remote ? null : place.city;
  const expensesReimbursed = text.expenses ?? random.chance(0.3);
  const expired = finalStatus === "expired";
  const createdAt = new Date(today - random.int(expired ? 60 : 3, expired ? 150 : 90) * DAY - random.int(0, 86_399) * 1000);
  const dates = text.frequency ? activityDates(random, text.frequency, today, expired) : [];
  // Most organizations show their contact details; no extra random draw, so the rest of the demo stays as it was.
  const showContactDetails = organization.id % 3 !== 0;
  return {
    finalStatus,
    status: finalStatus === "draft" ? "draft" : "published",
    createdAt,
    centerId: organization.centerId,
    organizationId: organization.id,
    contactPersonId: organization.contactPersonId,
    showContactDetails,
    title: renderTitle(text, city, random),
    summary: renderSummary(text, city),
    description: renderDescription(
      text,
      city ?? "de regio",
      random,
      expensesReimbursed,
      showContactDetails && organization.contactPersonId !== null,
    ),
    vacancyType: text.type,
    helpKind: text.helpKind ?? null,
    tags: [...text.tags],
    themes: [...text.themes],
    ageGroupIds: [...text.ageGroupIds],
    frequency: text.frequency ?? null,
    dates,
    expiresAt: expiryDate(random, today, expired, dates[0]?.startsAt),
    remote,
    ...(remote ? {} : address(random, place)),
    hoursPerWeek: text.hours ? random.int(text.hours[0] * 2, text.hours[1] * 2) / 2 : null,
    expensesReimbursed,
    vogRequired: text.vog ?? false,
    minimumAge: text.minimumAge ?? null,
    languageLevel: text.languageLevel ?? "none",
    wheelchairAccessible: text.wheelchair ?? random.chance(0.25),
    fromHome: text.fromHome ?? false,
  };
}

export function address(random: Random, place: DemoPlace) {
  const letters = `${random.pick([...POSTAL_LETTERS])}${random.pick([...POSTAL_LETTERS])}`;
  return {
    street: random.pick(place.streets),
    houseNumber: String(random.int(1, 140)),
    postalCode: `${place.postalDigits} ${letters}`,
    city: place.city,
    // Within a kilometre or so of the town centre.
    latitude: round(place.latitude + (random.next() - 0.5) * 0.016),
    longitude: round(place.longitude + (random.next() - 0.5) * 0.024),
  };
}

/** Activities: one date, two or three days in a row, or weekly; registration closes the day before the first. */
function activityDates(random: Random, frequency: NonNullable<VacancyText["frequency"]>, today: number, past: boolean) {
  const first = today + (past ? -random.int(5, 30) : random.int(4, 42)) * DAY + random.pick([9, 13, 18]) * 3600 * 1000;
  const count = frequency === "once" ? 1 : frequency === "multi_day" ? random.int(2, 3) : random.int(4, 8);
  const step = frequency === "regularly" ? 7 * DAY : DAY;
  const hours = frequency === "multi_day" ? 8 : 3;
  return Array.from({ length: count }, (_, i) => ({
    startsAt: new Date(first + i * step),
    endsAt: new Date(first + i * step + hours * 3600 * 1000),
  }));
}

function expiryDate(random: Random, today: number, expired: boolean, firstDate: Date | undefined): Date | null {
  const endOfDay = (days: number) => new Date(today + days * DAY + 22 * 3600 * 1000);
  if (expired) return endOfDay(-random.int(1, 40));
  if (firstDate) return new Date(firstDate.getTime() - DAY);
  const roll = random.next();
  if (roll < 0.1) return null;
  if (roll < 0.18) return endOfDay(random.int(1, 6));
  return endOfDay(random.int(14, 150));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function hash(text: string) {
  let h = 2_166_136_261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return h >>> 0;
}
