import { toCamelCaseKeys } from "../../../contract/case";
import { isRichText } from "../../../contract/volunteer-center-profile";
import type { CenterProfileUpdate, FooterColumns, ThemeConfig } from "../../../contract/volunteer-centers";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { sanitizeRichText } from "../../text/rich-text";
import { recordAudit } from "../audit/audit.service";
import { findUploadIn, uploadUrl } from "../media/media.service";
import {
  type CenterProfileChanges,
  type CenterProfileRow,
  forgetCenters,
  updateCenterProfileIn,
} from "../tenancy/tenancy.service";

/** The logo and favicon attributes (upload ids on the wire) and the URL column each fills. */
const IMAGE_FIELDS = {
  website_logo_id: "websiteLogoUrl",
  website_logo_dark_mode_id: "websiteLogoDarkModeUrl",
  favicon_id: "faviconUrl",
} as const;
export type ImageField = keyof typeof IMAGE_FIELDS;

/** DESIGN.md section 6: a logo or favicon is at most 1 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;

/** An upload id that names no upload of the tenant, or one too large for a logo. */
export class ProfileImageError extends Error {
  constructor(
    readonly field: ImageField,
    readonly reason: "missing" | "too_large",
  ) {
    super(`${field}: ${reason}`);
  }
}

const SIMPLE_FIELDS = {
  primary_color: "primaryColor",
  primary_color_shades: "primaryColorShades",
  secondary_color: "secondaryColor",
  secondary_color_shades: "secondaryColorShades",
  muted_color: "mutedColor",
  muted_color_shades: "mutedColorShades",
  background_color: "backgroundColor",
  text_color: "textColor",
  gtag_id: "gtagId",
  show_anbi_logo: "showAnbiLogo",
  show_nov_logo: "showNovLogo",
  embed_origins: "embedOrigins",
  match_followup_weeks: "matchFollowupWeeks",
  response_reminder_days: "responseReminderDays",
  content_languages: "contentLanguages",
} as const;

/** Column by column: a column sent replaces the old one (its text sanitised), null removes it, one left out stays. */
function mergeFooterColumns(old: FooterColumns, sent: NonNullable<CenterProfileUpdate["footer_columns"]>): FooterColumns {
  const columns: FooterColumns = { ...old };
  for (const [key, column] of Object.entries(sent) as [keyof FooterColumns, (typeof sent)[keyof typeof sent]][]) {
    if (column === undefined) continue;
    if (column === null) delete columns[key];
    // Plain lines stay text (the footer shows them as text): sanitising them as HTML would show '&amp;' for '&'.
    else
      columns[key] = {
        title: column.title,
        content: isRichText(column.content) ? sanitizeRichText(column.content) : column.content,
      };
  }
  return columns;
}

// Both rows come from the database, jsonb in its own key order: equal values print alike.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves what was sent of a centre's profile with one audit record of what changed (old and new value per attribute),
 * then has every process forget its copy of the tenant's centres, so the next request sees the new profile.
 */
export async function updateCenterProfile(
  db: Database,
  tenant: TenantId,
  centerId: number,
  input: CenterProfileUpdate,
  actorUserId: number,
): Promise<CenterProfileRow> {
  const saved = await withTenant(db, tenant, async (tx) => {
    const changes: CenterProfileChanges = {};
    const target = changes as Record<string, unknown>;
    for (const [field, column] of Object.entries(SIMPLE_FIELDS)) {
      const value = input[field as keyof typeof SIMPLE_FIELDS];
      if (value !== undefined) target[column] = value;
    }
    for (const [field, column] of Object.entries(IMAGE_FIELDS) as [ImageField, string][]) {
      const id = input[field];
      if (id === undefined) continue;
      if (id === null) {
        target[column] = null;
        continue;
      }
      const upload = await findUploadIn(tx, tenant, id);
      if (!upload) throw new ProfileImageError(field, "missing");
      if (upload.bytes > PROFILE_IMAGE_MAX_BYTES) throw new ProfileImageError(field, "too_large");
      target[column] = uploadUrl(upload.path);
    }
    // The wire's snake_case theme, stored as the client reads it (camelCase; CSS variable names have no underscores).
    if (input.theme_config !== undefined) changes.themeConfig = toCamelCaseKeys<ThemeConfig>(input.theme_config);
    const { before, after: result } = await updateCenterProfileIn(tx, tenant, centerId, (old) => ({
      ...changes,
      ...(input.footer_columns && { footerColumns: mergeFooterColumns(old?.footerColumns ?? {}, input.footer_columns) }),
      ...(input.footer_columns_en && {
        footerColumnsEn: mergeFooterColumns(old?.footerColumnsEn ?? {}, input.footer_columns_en),
      }),
    }));
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(result) as (keyof CenterProfileRow)[]) {
      if (key === "updatedAt" || key === "id") continue;
      if (!same(before?.[key], result[key])) changed[key] = { from: before?.[key] ?? null, to: result[key] };
    }
    if (Object.keys(changed).length > 0) {
      await recordAudit(
        db,
        tenant,
        {
          actorUserId,
          action: "center_profile.update",
          subjectType: "volunteer_center",
          subjectId: centerId,
          details: { changes: changed },
        },
        tx,
      );
    }
    return result;
  });
  forgetCenters(db, tenant);
  return saved;
}
