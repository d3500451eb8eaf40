import type { Random } from "../../random/prng";
import type { VacancyText } from "./demo-text-types";

const OFFERS = [
  "Een hartelijk team en een goede inwerkperiode met een vast aanspreekpunt.",
  "Een vrijwilligersverzekering via de gemeente.",
  "Gratis trainingen en workshops via de vrijwilligersacademie.",
  "Een jaarlijks vrijwilligersuitje en een attentie rond de feestdagen.",
  "Ruimte voor je eigen ideeën en initiatieven.",
  "Koffie, thee en gezelligheid, en waardering voor wat je doet.",
  "Een getuigschrift of stageverklaring als je daarom vraagt.",
];

const SIGN_UP =
  "Interesse? Meld je aan met de knop 'Meld je aan', dan nemen we binnen een week contact met je op voor een kennismaking.";

// The page shows the contact person's e-mail (the demo's people have no phone) only where the vacancy shows his details.
const CLOSINGS = {
  reachable: [
    SIGN_UP,
    "Wil je eerst een keer meekijken? Dat kan altijd. Meld je aan of mail de contactpersoon, dan maken we een afspraak.",
    "Twijfel je of dit bij je past? Neem gerust contact op met de contactpersoon; we denken graag met je mee.",
  ],
  signUpOnly: [
    SIGN_UP,
    "Wil je eerst een keer meekijken? Dat kan altijd. Meld je aan, dan maken we een afspraak.",
    "Twijfel je of dit bij je past? Meld je gerust aan; in de kennismaking kijken we samen of het past.",
  ],
};

const fill = (text: string, city: string) => text.replaceAll("{plaats}", city);
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A rich-text description of a few paragraphs with a list, as an organization would write it in the editor. */
export function renderDescription(
  text: VacancyText,
  city: string,
  random: Random,
  expensesReimbursed: boolean,
  contactShown: boolean,
): string {
  const offers = random.some(OFFERS, 2);
  if (expensesReimbursed) offers.unshift("Een vergoeding voor je onkosten, zoals reiskosten.");
  const p = (t: string) => `<p>${escapeHtml(fill(t, city))}</p>`;
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(fill(i, city))}</li>`).join("")}</ul>`;
  return [
    p(text.intro),
    "<h3>Wat ga je doen?</h3>",
    list(text.tasks),
    "<h3>Wie zoeken wij?</h3>",
    p(text.ask),
    "<h3>Wat bieden wij?</h3>",
    list(offers),
    p(random.pick(contactShown ? CLOSINGS.reachable : CLOSINGS.signUpOnly)),
  ].join("\n");
}

export function renderTitle(text: VacancyText, city: string | null, random: Random): string {
  const title = fill(random.pick(text.titles), city ?? "de regio");
  // Some organizations name the town in the title, as the bank shows vacancies of several towns.
  return city && !title.includes(city) && random.chance(0.3) ? `${title} in ${city}` : title;
}

export const renderSummary = (text: VacancyText, city: string | null) => fill(text.summary, city ?? "de regio");
