import type { ContentBlock } from "../../../contract/content-blocks";
import { SYSTEM_PAGES } from "../../../contract/menu-items";

// The demo home page's blocks, once, with its texts in Dutch and in English (the English version: decision 28).

type NewBlock = ContentBlock extends infer B ? (B extends ContentBlock ? Omit<B, "id"> : never) : never;

/** A block maker whose ids (unique within a page's blocks) start with prefix. */
export function seedBlocks(prefix: string) {
  let ids = 0;
  return (content: NewBlock) => ({ id: `${prefix}-${++ids}`, ...content }) as ContentBlock;
}

export interface DemoHome {
  title: string;
  lead: string;
  body: string;
}

const texts = (center: string, town: string) => ({
  nl: {
    categories: "Waar wil je mee helpen?",
    animals: "Iets met dieren of natuur",
    once: "Eenmalig iets doen",
    volunteer: {
      title: "Ik wil vrijwilligerswerk doen",
      text: "Zoek zelf in de vacaturebank, of kom langs voor een gesprek: we denken graag met je mee.",
      button: "Zoek vrijwilligerswerk",
    },
    organization: {
      title: "Wij zoeken vrijwilligers",
      text: `Meld je organisatie aan bij ${center}: zet je vacatures online en krijg advies over werven en behouden.`,
      button: "Organisatie registreren",
    },
    news: `Nieuws uit ${town}`,
    forYou: { title: "Iets voor jou?", subtitle: "Ontdek wat je kunt doen, en wat wij voor je doen." },
    links: {
      workshops: "Workshops en trainingen",
      calendar: "Activiteitenkalender",
      news: "Nieuws",
      why: "Waarom vrijwilligerswerk?",
      about: "Over ons",
    },
    partners: "Onze partners",
    questions: {
      title: "Vragen? We helpen je graag",
      text: "Bel, mail of loop binnen: samen vinden we vrijwilligerswerk dat bij je past.",
      button: "Neem contact op",
    },
  },
  en: {
    categories: "What would you like to help with?",
    animals: "Something with animals or nature",
    once: "Help out once",
    volunteer: {
      title: "I want to volunteer",
      text: "Search the vacancy bank yourself, or drop by for a talk: we are glad to think along with you.",
      button: "Find volunteering",
    },
    organization: {
      title: "We are looking for volunteers",
      text: `Register your organisation with ${center}: put your vacancies online and get advice on recruiting and keeping volunteers.`,
      button: "Register an organisation",
    },
    news: `News from ${town}`,
    forYou: { title: "Something for you?", subtitle: "Find out what you can do, and what we do for you." },
    links: {
      workshops: "Workshops and training",
      calendar: "Activity calendar",
      news: "News",
      why: "Why volunteer?",
      about: "About us",
    },
    partners: "Our partners",
    questions: {
      title: "Questions? We are happy to help",
      text: "Call, e-mail or walk in: together we find volunteering that suits you.",
      button: "Get in touch",
    },
  },
});

/** The home page's blocks in one language: search, themes, two ways in, news, links, partners and a call to action. */
export function demoHomeBlocks(
  language: "nl" | "en",
  site: { center: string; town: string; home: DemoHome; offersActivities: boolean },
  block: ReturnType<typeof seedBlocks>,
): ContentBlock[] {
  const { center, town, home, offersActivities } = site;
  const text = texts(center, town)[language];
  return [
    block({ type: "HeroWithSearch", title: home.title, lead: home.lead }),
    block({
      type: "VacancyCategories",
      title: text.categories,
      // Volunteers look for 'iets met dieren' or 'iets in de zorg' (issue 19): themes first, then a way of helping.
      categories: [
        { facet: "themes", value: "care-welfare" },
        { facet: "themes", value: "nature-animals", label: text.animals },
        { facet: "themes", value: "children-youth" },
        { facet: "themes", value: "elderly" },
        { facet: "themes", value: "sport" },
        // One-off vacancies are activities: a centre without them offers a theme instead of an empty list.
        offersActivities ? { facet: "tags", value: "once", label: text.once } : { facet: "themes", value: "education-language" },
      ],
    }),
    ...(home.body ? [block({ type: "Markdown", markdown: home.body.split("\n").join("\n\n") })] : []),
    block({
      type: "DualCta",
      items: [
        {
          title: text.volunteer.title,
          text: text.volunteer.text,
          button: { label: text.volunteer.button, url: "/vacancies/search", variant: "primary" },
        },
        {
          title: text.organization.title,
          text: text.organization.text,
          button: { label: text.organization.button, url: "/organizations/signup", variant: "secondary" },
        },
      ],
    }),
    block({ type: "NewsCarousel", title: text.news, count: 3 }),
    block({ type: "SectionTitle", title: text.forYou.title, subtitle: text.forYou.subtitle }),
    block({
      type: "Hotlinks",
      links: [
        { label: text.links.workshops, url: "/workshops" },
        // The calendar is a screen of the product, and only where the tenant offers activities (not on meedoen).
        offersActivities
          ? { label: text.links.calendar, url: SYSTEM_PAGES.activity_calendar.path }
          : { label: text.links.news, url: SYSTEM_PAGES.news.path },
        { label: text.links.why, url: "/vrijwilligerswerk" },
        { label: text.links.about, url: "/over-ons" },
      ],
    }),
    block({ type: "LogoBar", title: text.partners }),
    block({
      type: "CallToAction",
      title: text.questions.title,
      text: text.questions.text,
      button: { label: text.questions.button, url: "/contact", variant: "primary" },
    }),
  ];
}
