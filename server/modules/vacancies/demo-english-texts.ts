// The English version of a few demo vacancies and activities, for the tenants whose site has two languages (decision
// 35): by the Dutch title they were drawn with. The others stay Dutch, as most organizations would leave them.

interface EnglishText {
  title: string;
  description: string;
}

export const ENGLISH_BY_DUTCH_TITLE: Record<string, EnglishText> = {
  "Chauffeur voor de voedselbank": {
    title: "Driver for the food bank",
    description:
      "<p>Every week we collect food from supermarkets, bakers and farmers that would otherwise be thrown away. You drive a fixed route in our van, load and unload crates with a co-driver, and check the cooling.</p><p>You have a driving licence (B), are at least 21 and can lift.</p>",
  },
  "Medewerker uitgifte voedselpakketten": {
    title: "Volunteer handing out food parcels",
    description:
      "<p>About eighty households collect their parcel at our distribution point every week. You put parcels together, welcome people and check their customer number. A chat and a cup of coffee are part of it.</p>",
  },
  "Wandelmaatje voor een bewoner": {
    title: "Walking companion for a resident",
    description:
      "<p>Many residents of our care home rarely get outside. Once a week you go for a walk with a resident, in the garden or the park nearby, at their pace.</p>",
  },
  "Vrijwilliger taalcafé": {
    title: "Language Café volunteer",
    description:
      "<p>At the Language Café newcomers practise Dutch in a relaxed way. You lead a table, keep the conversation going and help with words. No teaching experience needed; patience is.</p>",
  },
  "Vrijwilliger natuurbeheer": {
    title: "Nature conservation volunteer",
    description:
      "<p>On Saturday mornings we work outdoors: pruning willows, mowing hay meadows and clearing paths. Tools, gloves and coffee are provided.</p>",
  },
  "Reparateur voor het Repair Café": {
    title: "Repairer at the Repair Café",
    description:
      "<p>Once a month neighbours bring broken lamps, toasters, bikes and clothes to the Repair Café. You repair them together with the owner and show how it is done.</p>",
  },
  "Klusdag in de belevingstuin": {
    title: "Work day in the sensory garden",
    description:
      "<p>One day of work in the garden of our care home: weeding, planting and fixing the benches, so residents can enjoy the garden again. Lunch is on us.</p>",
  },
  "Spelletjesmiddag in het buurthuis": {
    title: "Games afternoon at the community centre",
    description:
      "<p>Every Wednesday afternoon neighbours play cards and board games at the community centre. You welcome people, make coffee and join a game.</p>",
  },
};

/** A demo vacancy's English title and description where its Dutch title is one of the translated ones. */
export function englishOfDemo(title: string, city: string | null): { titleEn: string; descriptionEn: string } | null {
  const base = city && title.endsWith(` in ${city}`) ? title.slice(0, -` in ${city}`.length) : title;
  const english = ENGLISH_BY_DUTCH_TITLE[base];
  if (!english) return null;
  return { titleEn: base === title ? english.title : `${english.title} in ${city}`, descriptionEn: english.description };
}
