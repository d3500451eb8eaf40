/** The result card's fact icons (lucide names), drawn from one sprite: scripts/icon-sprites.ts writes fact-icons.svg. */
export const FACT_ICONS = {
  "map-pin": "MapPin",
  wifi: "Wifi",
  "calendar-clock": "CalendarClock",
  clock: "Clock",
  house: "House",
  euro: "Euro",
  "shield-check": "ShieldCheck",
  accessibility: "Accessibility",
} as const;

export type FactIconName = keyof typeof FACT_ICONS;
