import type { VacancyStatus } from "../../../contract/vacancy-options";
import type { FeatureFlags } from "../../config/feature-flags";
import type { TenantId } from "../../config/tenants";
import { createRandom, type Random } from "../../random/prng";
import { HELP_TEXTS, type HelpText } from "./demo-help-texts";
import { DEMO_PLACES, type DemoPlace } from "./demo-places";
import { address, type DemoOrganizationRef, type DemoVacancy, hash } from "./demo-vacancy-builder";

const DAY = 24 * 3600 * 1000;
/** The centre's consultants write these down, or the neighbourhood foundation does. */
const MEDIATORS = new Set(["centre", "neighbourhood"]);

/** How many requests and offers of help a tenant's bank gets: every text once where the flag is on. */
export const demoHelpCount = (flags: Pick<FeatureFlags, "personToPerson">) => (flags.personToPerson ? HELP_TEXTS.length : 0);

/**
 * The person-to-person bank (/een-op-een-hulp) of a tenant with the flag: every request and offer once, as the
 * tenant's wording (one-on-one or neighbour-help), posted by the centre. Its own seeded PRNG, so the rest of the
 * demo bank stays exactly as it was; the same for the same organizations and day.
 */
export function buildDemoHelp(
  tenant: TenantId,
  organizations: DemoOrganizationRef[],
  now: Date,
  flags: FeatureFlags,
): DemoVacancy[] {
  const mediators = organizations.filter((o) => o.approved && MEDIATORS.has(o.kind));
  if (!flags.personToPerson || mediators.length === 0) return [];
  const random = createRandom(hash(`${tenant}:help`));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return HELP_TEXTS.map((text) => {
    const organization = random.pick(mediators);
    const status: VacancyStatus = text.status ?? "published";
    const places = DEMO_PLACES[tenant].filter((p) => p.center === organization.centerSlug);
    return buildOne(random, text, organization, random.pick(places), flags.personToPersonWording, status, today);
  });
}

function buildOne(
  random: Random,
  text: HelpText,
  organization: DemoOrganizationRef,
  place: DemoPlace,
  type: "one-on-one" | "neighbour-help",
  finalStatus: VacancyStatus,
  today: number,
): DemoVacancy {
  const remote = text.fromHome === true;
  const city = place.city;
  const fill = (value: string) => value.replaceAll("{plaats}", city);
  const roll = random.next();
  return {
    finalStatus,
    status: finalStatus === "draft" ? "draft" : "published",
    createdAt: new Date(today - random.int(1, 60) * DAY - random.int(0, 86_399) * 1000),
    centerId: organization.centerId,
    organizationId: organization.id,
    contactPersonId: organization.contactPersonId,
    title: fill(text.title),
    summary: fill(text.summary),
    description: renderHelpDescription(text, fill),
    vacancyType: type,
    helpKind: text.helpKind,
    tags: [...text.tags],
    themes: [...text.themes],
    ageGroupIds: [...text.ageGroupIds],
    frequency: null,
    dates: [],
    // Help between people often has no end date; otherwise one to five months ahead, at the end of the day.
    expiresAt: roll < 0.3 ? null : new Date(today + random.int(30, 150) * DAY + 22 * 3600 * 1000),
    remote,
    // Help by telephone has no place; the rest names its town and a point near it for distances, never a home address.
    ...(remote ? {} : nearTown(random, place)),
    hoursPerWeek: text.hours ? random.int(text.hours[0] * 2, text.hours[1] * 2) / 2 : null,
    expensesReimbursed: text.expenses ?? false,
    vogRequired: text.vog ?? false,
    minimumAge: text.minimumAge ?? null,
    languageLevel: "none",
    wheelchairAccessible: text.wheelchair ?? false,
    fromHome: text.fromHome ?? false,
  };
}

function nearTown(random: Random, place: DemoPlace) {
  const { latitude, longitude } = address(random, place);
  return { city: place.city, latitude, longitude };
}

const CLOSING = {
  request:
    "Wil je helpen? Meld je aan met de knop 'Meld je aan'. Onze consulent belt je om kennis te maken en brengt jullie daarna met elkaar in contact.",
  offer:
    "Heb jij, of iemand in je omgeving, hier iets aan? Meld je aan met de knop 'Meld je aan'. Onze consulent neemt contact met je op en brengt jullie met elkaar in contact.",
};

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The description as the consultant writes it in the editor: who and why, what, good to know, how to respond. */
function renderHelpDescription(text: HelpText, fill: (value: string) => string): string {
  const p = (value: string) => `<p>${escapeHtml(fill(value))}</p>`;
  const list = `<ul>${text.details.map((d) => `<li>${escapeHtml(fill(d))}</li>`).join("")}</ul>`;
  return [
    p(text.intro),
    text.helpKind === "request" ? "<h3>Waarbij is hulp nodig?</h3>" : "<h3>Waarmee kan ik helpen?</h3>",
    list,
    "<h3>Goed om te weten</h3>",
    p(text.practical),
    p(CLOSING[text.helpKind]),
  ].join("\n");
}
