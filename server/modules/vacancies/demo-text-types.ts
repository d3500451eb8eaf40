import type { ActivityFrequency, HelpKind, LanguageLevel, VacancyTag, VacancyType } from "../../../contract/vacancy-options";
import type { VacancyTheme } from "../../../contract/vacancy-themes";
import type { OrganizationKind } from "./demo-bank-organizations";

/** One kind of vacancy in natural Dutch; `{plaats}` in a title or text becomes the vacancy's town. */
export interface VacancyText {
  type: VacancyType;
  /** One-on-one and neighbour help: whether someone asks for help or offers it. */
  helpKind?: HelpKind;
  /** Who posts it; person-to-person requests come from the centre or the neighbourhood organization. */
  kinds: OrganizationKind[];
  titles: string[];
  summary: string;
  /** The opening paragraph. */
  intro: string;
  /** 'Wat ga je doen?' as a list. */
  tasks: string[];
  /** 'Wie zoeken wij?' */
  ask: string;
  tags: VacancyTag[];
  /** One or two themes volunteers would look for it under. */
  themes: VacancyTheme[];
  ageGroupIds: number[];
  /** Hours per week, a range drawn from; null for a one-off. */
  hours: [number, number] | null;
  frequency?: ActivityFrequency;
  vog?: boolean;
  minimumAge?: number;
  languageLevel?: LanguageLevel;
  /** Work from home: the vacancy is remote (no place) when true. */
  fromHome?: boolean;
  wheelchair?: boolean;
  expenses?: boolean;
}
