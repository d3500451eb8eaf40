import { and, eq, inArray, isNull, like } from "drizzle-orm";
import type { Logger } from "pino";
import type { VacancyTheme } from "../../../contract/vacancy-themes";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { pngOfOwnSvg, storeImage, uploadUrl } from "../media/media.service";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "./vacancies.table";

/** Per theme, the stock illustrations (our own, stock-images/images) that suit it; a vacancy takes one by its id. */
const THEME_PICTURES: Record<VacancyTheme, string[]> = {
  "care-welfare": ["listening-ear", "grocery-help", "first-aid"],
  sport: ["sports-coach", "swimming", "walking"],
  "nature-animals": ["nature-work", "animal-care", "bird-count", "beekeeping"],
  culture: ["music", "crafts", "library"],
  "education-language": ["language-buddy", "homework-help", "reading-to-children"],
  "children-youth": ["reading-to-children", "homework-help", "board-games"],
  elderly: ["elderly-visit", "community-coffee", "walking"],
  neighbourhood: ["community-coffee", "litter-picking", "gardening"],
  events: ["event-help", "cooking", "music"],
  administration: ["computer-help", "library"],
  transport: ["volunteer-driver", "cycling-buddy"],
  "tech-ict": ["computer-help", "repair-cafe"],
  "odd-jobs": ["odd-jobs", "repair-cafe", "gardening"],
  communication: ["computer-help", "event-help"],
};
const FALLBACK = ["community-coffee", "event-help", "gardening", "food-bank"];

/** Calm colours with white text readable on each (contrast at least 4.5:1). */
const LOGO_COLOURS = ["#1d4ed8", "#047857", "#b91c1c", "#7c3aed", "#a16207", "#0f766e", "#be185d", "#334155"];
const SKIP = new Set(["de", "het", "een", "stichting", "vereniging", "van", "voor", "en", "the", "of"]);

/** "Voedselbank Demostad" -> "VD": the first letters of the first two words that say something. */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const telling = words.filter((w) => !SKIP.has(w.toLowerCase()));
  return (telling.length ? telling : words)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple logo: a coloured rounded square, a lighter arc, and the initials in white. */
export function logoSvg(name: string, index: number): string {
  const colour = LOGO_COLOURS[index % LOGO_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="48" fill="${colour}"/>
  <circle cx="${index % 2 ? 220 : 36}" cy="220" r="90" fill="#ffffff" fill-opacity="0.14"/>
  <text x="128" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="100" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

/**
 * Pictures for the demo bank, so its cards and pages look like a real site: each vacancy without an image gets a
 * stock illustration that suits its first theme (as an organization picks one from the library), and each
 * organization without a logo a logo of its initials, drawn here and stored through the upload pipeline.
 * A tenant whose organizations already have a logo is left alone, so a restart adds nothing.
 */
export async function seedDemoImages(db: Database, storage: FileStorage, tenant: TenantId, logger: Logger) {
  const started = performance.now();
  const pictures = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: uploads.id, path: uploads.path })
      .from(uploads)
      .where(and(eq(uploads.tenantId, tenant), like(uploads.path, `${tenant}/stock/%`))),
  );
  const bySlug = new Map(pictures.map((p) => [p.path.slice(`${tenant}/stock/`.length).replace(/\.webp$/, ""), p]));
  const bare = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: vacancies.id, themes: vacancies.themes })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenant), isNull(vacancies.imageUploadId))),
  );
  const chosen = new Map<string, number[]>();
  for (const vacancy of bare) {
    const options = (THEME_PICTURES[vacancy.themes[0] as VacancyTheme] ?? FALLBACK).filter((slug) => bySlug.has(slug));
    if (!options.length) continue;
    const slug = options[vacancy.id % options.length];
    chosen.set(slug, [...(chosen.get(slug) ?? []), vacancy.id]);
  }
  await withTenant(db, tenant, async (tx) => {
    for (const [slug, ids] of chosen) {
      const picture = bySlug.get(slug);
      if (!picture) continue;
      await tx
        .update(vacancies)
        .set({ imageUploadId: picture.id, imagePath: picture.path })
        .where(and(eq(vacancies.tenantId, tenant), inArray(vacancies.id, ids)));
    }
  });

  const logos = await seedLogos(db, storage, tenant);
  const ms = Math.round(performance.now() - started);
  logger.info({ tenant, vacancyImages: bare.length, logos, ms }, "seeded demo images");
}

async function seedLogos(db: Database, storage: FileStorage, tenant: TenantId): Promise<number> {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: organizations.id, name: organizations.name, logoUrl: organizations.logoUrl })
      .from(organizations)
      .where(eq(organizations.tenantId, tenant))
      .orderBy(organizations.id),
  );
  if (rows.some((row) => row.logoUrl)) return 0;
  const uploader = (await findUserByEmail(db, tenant, demoEmail("center_superuser", tenant)))?.id;
  if (uploader === undefined) return 0;
  for (const [i, row] of rows.entries()) {
    const upload = await storeImage(db, storage, tenant, uploader, await pngOfOwnSvg(logoSvg(row.name, i)));
    await withTenant(db, tenant, (tx) =>
      tx
        .update(organizations)
        .set({ logoUrl: uploadUrl(upload.path) })
        .where(and(eq(organizations.tenantId, tenant), eq(organizations.id, row.id))),
    );
  }
  return rows.length;
}
