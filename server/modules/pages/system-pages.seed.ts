import { and, countDistinct, eq, inArray, lt } from "drizzle-orm";
import type { ContentBlock } from "../../../contract/content-blocks";
import { dateFormat } from "../../../contract/intl-formats";
import type { PageCreate } from "../../../contract/pages";
import { SYSTEM_CONTENT_PAGES, type SystemContentPage } from "../../../contract/system-content-pages";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant, withTenant } from "../../db/client";
import { listCenters } from "../tenancy/tenancy.service";
import { volunteerCenters } from "../tenancy/tenancy.table";
import { publishPage } from "./page-publication.service";
import { createPage } from "./pages.service";
import { pages } from "./pages.table";

// The pages every site has (issue 44, decision 33), written from a template for each centre that lacks one. The
// Dutch government's model accessibility statement (toegankelijkheidsverklaring.nl) gives the statement's parts.

const markdown = (key: string, text: string) => ({ id: `system-${key}`, type: "Markdown", markdown: text }) as ContentBlock;
const generated = (type: "RetentionPeriods" | "AccessibilityFigures") => ({ id: `system-${type}`, type }) as ContentBlock;

const longDate = (day: Date, locale: string) =>
  dateFormat(locale, { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(day);

/** Each system page's Dutch and English version for a centre, written on `day`. */
export function systemPageTemplates(center: string, day: Date): Record<SystemContentPage, PageCreate> {
  const nl = longDate(day, "nl-NL");
  const en = longDate(day, "en-GB");
  return {
    accessibility: {
      slug: SYSTEM_CONTENT_PAGES.accessibility,
      title: "Toegankelijkheid",
      summary: `Hoe toegankelijk de website van ${center} is, en hoe je een probleem meldt.`,
      blocks: [
        markdown(
          "accessibility-nl",
          `${center} wil dat iedereen deze website kan gebruiken, ook met een beperking of met hulpmiddelen zoals een schermlezer.\n\n## Nalevingsstatus\n\nDeze website is gebouwd om te voldoen aan de eisen van de Web Content Accessibility Guidelines (WCAG) 2.1 en 2.2, niveau AA. De eigen, automatische controles hieronder vinden geen fouten. Een onafhankelijk onderzoek door een deskundige heeft ${center} nog niet laten doen; daarom verklaren we nog niet dat de website volledig voldoet.\n\n## Hoe we het controleren\n\nBij elke wijziging van de software controleren we elke pagina automatisch, in licht en donker; een wijziging met een gevonden fout gaat niet live. We testen ook met het toetsenbord alleen, met een schermlezer en op een smal scherm (320 pixels). Automatische controles vinden niet alles: meld het ons als je toch iets tegenkomt.\n\n## Bekende beperkingen\n\n- Video's van YouTube hebben niet altijd ondertiteling; die maakt de maker van de video.\n- Teksten, foto's en documenten die organisaties zelf plaatsen, controleren we niet allemaal vooraf.\n\nWe antwoorden op een melding binnen vijf werkdagen.\n\nDeze verklaring is opgesteld op ${nl}.`,
        ),
        generated("AccessibilityFigures"),
      ],
      english: {
        title: "Accessibility",
        summary: `How accessible the website of ${center} is, and how to report a problem.`,
        blocks: [
          markdown(
            "accessibility-en",
            `${center} wants everyone to be able to use this website, also with a disability or with aids such as a screen reader.\n\n## Compliance status\n\nThis website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.1 and 2.2, level AA. Our own automatic checks below find no errors. ${center} has not yet had an independent expert audit; that is why we do not yet state that the website fully complies.\n\n## How we check\n\nOn every change to the software, every page is checked automatically, in light and dark; a change with an error found does not go live. We also test with the keyboard alone, with a screen reader and on a narrow screen (320 pixels). Automatic checks do not find everything: let us know if you run into something.\n\n## Known limitations\n\n- YouTube videos do not always have subtitles; those are made by the video's maker.\n- We do not check all texts, pictures and documents that organisations post themselves beforehand.\n\nWe answer a report within five working days.\n\nThis statement was drawn up on ${en}.`,
          ),
          generated("AccessibilityFigures"),
        ],
      },
    },
    privacy: {
      slug: SYSTEM_CONTENT_PAGES.privacy,
      title: "Privacy en je gegevens",
      summary: `Welke gegevens ${center} bewaart, en hoe lang.`,
      blocks: [
        markdown(
          "privacy-nl",
          `${center} bewaart alleen wat nodig is om vrijwilligers en organisaties met elkaar in contact te brengen, en niet langer dan nodig. Hieronder staat per soort gegeven hoe lang; de termijnen komen rechtstreeks uit de instellingen van de website. Waarom we gegevens gebruiken en wat je rechten zijn, lees je in de [privacyverklaring](/privacy). Met een account zie en download je zelf alles wat we van je bewaren, onder [Mijn gegevens](/profiel/mijn-gegevens).`,
        ),
        generated("RetentionPeriods"),
      ],
      english: {
        title: "Privacy and your data",
        summary: `Which data ${center} keeps, and for how long.`,
        blocks: [
          markdown(
            "privacy-en",
            `${center} keeps only what it needs to bring volunteers and organisations together, and no longer than it needs. Below, per kind of data, is how long; the terms come straight from the website's settings. Why we use data and what your rights are is in the [privacy statement](/privacy). With an account you see and download everything we keep about you yourself, under [My data](/profiel/mijn-gegevens).`,
          ),
          generated("RetentionPeriods"),
        ],
      },
    },
  };
}

/** Every centre of the tenant gets the system pages it lacks, published; a page with that slug already is kept. */
export async function seedSystemPages(db: Database, tenant: TenantId, now = new Date()): Promise<number> {
  let created = 0;
  for (const center of await listCenters(db, tenant)) {
    const scope = { tenant, centerId: center.id };
    const slugs: string[] = Object.values(SYSTEM_CONTENT_PAGES);
    const existing = await withTenant(db, tenant, (tx) =>
      tx
        .select({ slug: pages.slug })
        .from(pages)
        .where(and(eq(pages.tenantId, tenant), eq(pages.centerId, center.id), inArray(pages.slug, slugs))),
    );
    const have = new Set(existing.map((row) => row.slug));
    for (const page of Object.values(systemPageTemplates(center.name, now))) {
      if (have.has(page.slug)) continue;
      const row = await createPage(db, scope, page);
      await publishPage(db, scope, row.id, null, now);
      created++;
    }
  }
  return created;
}

/** The tenants with a centre that lacks a system page, in one query over every tenant (a start does no per-tenant work). */
export async function tenantsLackingSystemPages(db: Database): Promise<TenantId[]> {
  const slugs: string[] = Object.values(SYSTEM_CONTENT_PAGES);
  const rows = await readNamingTenant(db, (read) =>
    read
      .selectDistinct({ tenant: volunteerCenters.tenantId })
      .from(volunteerCenters)
      .leftJoin(
        pages,
        and(eq(pages.tenantId, volunteerCenters.tenantId), eq(pages.centerId, volunteerCenters.id), inArray(pages.slug, slugs)),
      )
      .groupBy(volunteerCenters.tenantId, volunteerCenters.id)
      .having(lt(countDistinct(pages.slug), slugs.length)),
  );
  return rows.map((row) => row.tenant as TenantId);
}
