import type { CategoryFacet } from "../../../contract/content-block-options";
import type { PublicForm } from "../../../contract/form-submissions";
import type { Page } from "../../../contract/pages";
import type { Partner } from "../../../contract/partners";
import type { RetentionPeriod } from "../../../contract/retention-periods";

/** What some blocks show beyond their own fields, loaded with the page only when one of its blocks needs it. */
export interface BlockData {
  /** The centre's latest published news and success stories, newest first (NewsCarousel). */
  news: Page[];
  /** The centre's partners in their order (LogoBar). */
  partners: Partner[];
  /** Open vacancies per vacancy type, tag and theme in the centre's bank (VacancyCategories). */
  counts: Record<CategoryFacet, Record<string, number>>;
  /** The public forms the page's BuilderForm blocks show, by form id; a form gone or by invitation is left out. */
  forms: Record<string, PublicForm>;
  /** What the site keeps and for how long (RetentionPeriods). */
  retention: RetentionPeriod[];
}

export const NO_BLOCK_DATA: BlockData = {
  news: [],
  partners: [],
  counts: { vacancy_type: {}, tags: {}, themes: {} },
  forms: {},
  retention: [],
};
