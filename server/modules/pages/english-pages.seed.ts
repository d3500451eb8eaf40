import type { PageCreate } from "../../../contract/pages";
import { type DemoHome, demoHomeBlocks, seedBlocks } from "./demo-home-page.seed";

// The English versions of a few demo pages, for the tenants whose site has two languages (decision 28): the home
// page, about, contact and two news items. The other pages stay Dutch, so /en shows what a half-translated site does.

type English = NonNullable<PageCreate["english"]>;

const block = seedBlocks("seed-en");

const story = (title: string, summary: string, text: string): English => ({
  title,
  summary,
  blocks: [block({ type: "Markdown", markdown: text })],
});

/** The English version of each translated demo page, by its slug. */
export function englishDemoPages(
  center: string,
  town: string,
  home: DemoHome,
  offersActivities: boolean,
): Record<string, English> {
  return {
    home: {
      title: home.title,
      show_title_on_page: false,
      meta_description: home.lead,
      blocks: demoHomeBlocks("en", { center, town, home, offersActivities }, block),
    },
    "over-ons": {
      title: `About ${center}`,
      summary: `Who we are and what we do for volunteers and organisations in ${town}.`,
      blocks: [
        block({
          type: "Markdown",
          markdown: `${center} brings people who want to do something together with organisations that need help.\n\n## For volunteers\n\nWe help you find volunteering that suits you: in a talk, or in the [vacancy bank](/vacancies/search).\n\n## For organisations\n\nWe think along about recruiting and keeping volunteers, and run [workshops](/workshops).`,
        }),
        block({
          type: "QuoteBlock",
          quote:
            "I walked in and asked whether they had something for me. I have been helping at the food bank for three years now.",
          author: "Henk",
          role: "volunteer at the food bank",
        }),
      ],
    },
    contact: {
      title: "Contact",
      summary: `How to reach ${center}.`,
      blocks: [
        block({
          type: "Markdown",
          markdown: `You are welcome at our office at Dorpsstraat 12 in ${town}, Monday to Thursday from 09:00 to 16:00.\n\nYou can also call or e-mail us: our details are at the bottom of every page.`,
        }),
        block({
          type: "CallToAction",
          title: "Ask your question",
          text: "Write us a message; we usually answer within two working days.",
          button: { label: "Send us a message", url: "/contactformulier", variant: "primary" },
        }),
      ],
    },
    "nl-doet-2027": story(
      "Join NLdoet",
      "In March thousands of volunteers spend a day helping organisations all over the country. With us too.",
      `On NLdoet volunteers roll up their sleeves for a day at an organisation in ${town}. Painting, gardening, an outing for residents: there is plenty to do.\n\nSearch the [vacancy bank](/vacancies/search?tags=nldoet) for jobs labelled NLdoet.`,
    ),
    "nieuwe-workshops": story(
      "New workshops for volunteers",
      "From caring for people with dementia to a first-aid refresher: see the new workshops.",
      "We have planned new workshops and training sessions. Signing up is free; when one is full, there is a waiting list.\n\n[See all workshops](/workshops)",
    ),
  };
}
