import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { committedImages } from "../media/committed-images.service";
import { mediaFiles } from "../media/media-files.table";
import { type CenterRow, listCenters } from "../tenancy/tenancy.service";
import { ownFeatureFlags } from "../tenancy/tenants.service";
import { createPartner } from "./partners.service";
import { partners } from "./partners.table";

/** The committed logos (scripts/make-partner-logos.mjs): beside this file, or beside the built server. */
const here = path.dirname(fileURLToPath(import.meta.url));
const logos = committedImages([path.join(here, "logos"), path.join(here, "partner-logos")], {
  large: { width: 600, height: 300 },
  small: { width: 480, height: 240 },
});

/** A demo partner: its logo's slug, and its name and text for the centre's town. */
const DEMO_PARTNERS = (town: string) => [
  {
    logo: "bibliotheek",
    name: `Bibliotheek ${town}`,
    text: "Taalhulp, voorleesvrijwilligers en elke week het Taalcafé in de bibliotheek.",
    textEn: "Language help, volunteers who read aloud, and the Language Café in the library every week.",
  },
  {
    logo: "voedselbank",
    name: `Voedselbank ${town}`,
    text: "Samen zoeken we vrijwilligers voor de uitgifte en het ophalen van producten.",
    textEn: "Together we look for volunteers who hand out food parcels and collect groceries.",
  },
  {
    logo: "welzijn",
    name: `Welzijn ${town}`,
    text: "Verwijst inwoners door naar een-op-een hulp en burenhulp.",
    textEn: "Refers residents to one-on-one help and help from neighbours.",
  },
  {
    logo: "sportfonds",
    name: `Sportfonds ${town}`,
    text: "Steunt sportclubs die vrijwilligers zoeken voor training en kantine.",
    textEn: "Supports sports clubs looking for volunteers to coach or run the canteen.",
  },
  {
    logo: "wonen",
    name: `Woonstichting ${town}`,
    text: "Helpt buurtinitiatieven in de wijken op weg.",
    textEn: "Helps neighbourhood initiatives get started.",
  },
  {
    logo: "ondernemers",
    name: `Ondernemerskring ${town}`,
    text: "Bedrijven die hun medewerkers een dag vrijwilligerswerk laten doen.",
    textEn: "Businesses whose staff spend a day volunteering.",
  },
];

/** The place a demo centre serves, as its partners' names say it. */
const townOf = (center: CenterRow) =>
  center.name === "Demo Vrijwilligerscentrale" ? "Demostad" : center.name.replace(/^(Vrijwilligerscentr(ale|um)|Meedoen) /, "");

/** The logos as images of the centre's media library (stored as committed: already an upload's two variants). */
async function storeLogos(
  db: Database,
  storage: FileStorage,
  tenant: TenantId,
  center: CenterRow,
  list: { logo: string; name: string }[],
) {
  const stored = list.map(({ logo: slug, name }) => ({
    slug,
    name,
    ...logos.image(slug, `${tenant}/partners/${center.slug}/${slug}`),
  }));
  return withTenant(db, tenant, async (tx) => {
    const uploadOf = await logos.store(tx, storage, tenant, stored);
    await tx.insert(mediaFiles).values(
      stored.map((file) => ({
        tenantId: tenant,
        centerId: center.id,
        kind: "image" as const,
        name: `Logo ${file.name}`,
        altText: `Logo van ${file.name}`,
        uploadId: uploadOf.get(file.path) as number,
        contentType: "image/webp",
        bytes: file.large.byteLength + file.small.byteLength,
      })),
    );
    return new Map(stored.map((file) => [file.slug, uploadOf.get(file.path) as number]));
  });
}

/** Six partners with logos for every demo centre, only for a tenant that has no partners yet. */
export async function seedDemoPartners(db: Database, storage: FileStorage, tenant: TenantId, logger: Logger) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: partners.id }).from(partners).where(eq(partners.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const centers = await listCenters(db, tenant);
  // A site in two languages gets its partners' English texts too (decision 35).
  const { internationalization } = await ownFeatureFlags(db, tenant);
  for (const center of centers) {
    const list = DEMO_PARTNERS(townOf(center));
    const logos = await storeLogos(db, storage, tenant, center, list);
    const scope = { tenant, centerId: center.id };
    for (const partner of list) {
      const url = `https://www.${partner.name.toLowerCase().replaceAll(" ", "-")}.example`;
      await createPartner(
        db,
        scope,
        {
          name: partner.name,
          url,
          text: partner.text,
          text_en: internationalization ? partner.textEn : null,
          logo_upload_id: logos.get(partner.logo),
        },
        null,
      );
    }
  }
  logger.info({ tenant, centers: centers.length }, "seeded demo partners");
}
