import { renderDescription, renderSummary, renderTitle } from "../server/modules/vacancies/demo-description";
import { ALL_TEXTS } from "../server/modules/vacancies/demo-vacancy-builder";
import { createRandom } from "../server/random/prng";
import { plainText, sanitizeRichText } from "../server/text/rich-text";

/** `{plaats}` stays in the texts; the generator's SQL puts the town of each row in. */
export const PLACE = "{plaats}";

export interface CatalogueEntry {
  title: string;
  summary: string;
  description: string;
  descriptionText: string;
  vacancyType: string;
  tags: string[];
  ageGroupIds: number[];
  frequency: string | null;
  fromHome: boolean;
  vogRequired: boolean;
  minimumAge: number | null;
  languageLevel: string;
  wheelchairAccessible: boolean;
  expensesReimbursed: boolean;
  hoursPerWeek: number | null;
}

/**
 * The demo seed's Dutch vacancies rendered many times over (other titles, offers and closings), so the generated
 * rows share the seed's vocabulary and full-text search sees realistic word frequencies. Earlier entries are drawn
 * more often by the generator (a skewed pick), like popular kinds of work in a real bank.
 */
export function buildCatalogue(size = 600): CatalogueEntry[] {
  const random = createRandom(20_260_101);
  const entries: CatalogueEntry[] = [];
  for (let i = 0; i < size; i++) {
    const text = random.pick(ALL_TEXTS);
    const expensesReimbursed = text.expenses ?? random.chance(0.3);
    const description = sanitizeRichText(renderDescription(text, PLACE, random, expensesReimbursed, true));
    entries.push({
      title: renderTitle(text, text.fromHome ? null : PLACE, random),
      summary: renderSummary(text, text.fromHome ? null : PLACE),
      description,
      descriptionText: plainText(description),
      vacancyType: text.type,
      tags: text.tags,
      ageGroupIds: text.ageGroupIds,
      frequency: text.frequency ?? null,
      fromHome: text.fromHome ?? false,
      vogRequired: text.vog ?? false,
      minimumAge: text.minimumAge ?? null,
      languageLevel: text.languageLevel ?? "none",
      wheelchairAccessible: text.wheelchair ?? random.chance(0.25),
      expensesReimbursed,
      hoursPerWeek: text.hours ? random.int(text.hours[0] * 2, text.hours[1] * 2) / 2 : null,
    });
  }
  return entries;
}
