// A WordPress export's terms (categories, tags, a plugin's taxonomy) and the vacancy type each gives its posts.
import { type ImportTerm, TERM_VACANCY_TYPES } from "../../../contract/imports";
import type { MappingProblem } from "./import-mapping";
import { vacancyTypeOf } from "./vacancy-import-check";

/** Each term with the vacancy type its name is in Dutch or English ("Activiteit", "Language"), else ignored. */
export function suggestedTerms(terms: Omit<ImportTerm, "vacancyType">[]): ImportTerm[] {
  return terms.map((term) => {
    const type = vacancyTypeOf(term.name);
    return { ...term, vacancyType: type && (TERM_VACANCY_TYPES as readonly string[]).includes(type) ? type : null };
  });
}

/** The terms with the user's choices (a term not chosen keeps its own), or the problems: a term the posts lack. */
export function chosenTerms(
  terms: ImportTerm[],
  choices: { taxonomy: string; name: string; vacancy_type: string | null }[],
): { terms: ImportTerm[]; problems: MappingProblem[] } {
  const problems: MappingProblem[] = [];
  const chosen = terms.map((term) => ({ ...term }));
  for (const choice of choices) {
    const term = chosen.find((t) => t.taxonomy === choice.taxonomy && t.name === choice.name);
    if (term) term.vacancyType = choice.vacancy_type;
    else problems.push({ reason: "unknownTerm", taxonomy: choice.taxonomy, name: choice.name });
  }
  return { terms: chosen, problems };
}

/**
 * The vacancy type a row's terms give: the first term (in the export's order) given a type that the row's cell of its
 * taxonomy names (the cell lists them comma separated).
 */
export function termVacancyType(headers: string[], cells: string[], terms: ImportTerm[]): string | undefined {
  for (const term of terms) {
    const index = headers.indexOf(term.taxonomy);
    if (term.vacancyType && index !== -1 && `, ${cells[index] ?? ""}, `.includes(`, ${term.name}, `)) return term.vacancyType;
  }
  return undefined;
}
