// The themes (sectors) a vacancy belongs to, without zod: public pages import these without the schemas.

/** Issue 19: the fixed list volunteers browse by; the names live in locales (vacancy-search:themes.<id>). */
export const VACANCY_THEMES = [
  { id: "care-welfare", icon: "HeartHandshake" },
  { id: "sport", icon: "Trophy" },
  { id: "nature-animals", icon: "PawPrint" },
  { id: "culture", icon: "Palette" },
  { id: "education-language", icon: "GraduationCap" },
  { id: "children-youth", icon: "ToyBrick" },
  { id: "elderly", icon: "Armchair" },
  { id: "neighbourhood", icon: "Users" },
  { id: "events", icon: "PartyPopper" },
  { id: "administration", icon: "ClipboardList" },
  { id: "transport", icon: "Car" },
  { id: "tech-ict", icon: "Laptop" },
  { id: "odd-jobs", icon: "Hammer" },
  { id: "communication", icon: "Megaphone" },
] as const;

export const VACANCY_THEME_IDS = VACANCY_THEMES.map((theme) => theme.id);
export type VacancyTheme = (typeof VACANCY_THEMES)[number]["id"];
export type VacancyThemeIcon = (typeof VACANCY_THEMES)[number]["icon"];

/** A vacancy names at most this many themes. */
export const MAX_VACANCY_THEMES = 3;

export const themeIcon = (id: string): VacancyThemeIcon | null => VACANCY_THEMES.find((theme) => theme.id === id)?.icon ?? null;
