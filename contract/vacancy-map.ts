/** The vacancy bank's map (GET /api/v1/vacancies/search/map): the search's vacancies that have a place, as pins. */

/** At most this many of a search's vacancies, in the search's order, are looked at for the map. */
export const VACANCY_MAP_CAP = 500;

export interface VacancyMapPoint {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
}

export interface VacancyMapMeta {
  /** Every vacancy the search finds, with or without a place. */
  total: number;
  /** True when the search found more than VACANCY_MAP_CAP vacancies: the map shows the first ones. */
  capped: boolean;
}
