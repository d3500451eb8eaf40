import type { Limit } from "../../limits/limit-counters";
import type { Actor } from "../../policy/actor";
import { MAX_MEGAPIXELS, UPLOAD_MEGAPIXELS } from "./image-processing";
import { canManageMedia } from "./media-files.policy";

/** What one user may upload through POST /api/v1/uploads: pixels per image, uploads per hour, bytes kept. */
export interface UploadAllowance {
  megapixels: number;
  rate: Limit;
  /** The large variants of his uploads outside the media library (which has its own quota per centre). */
  storedBytes: number;
}

const HOUR = 60 * 60_000;
const MB = 1024 * 1024;

/** Whoever runs a media library: pages, stock images, a centre's logo. */
const LIBRARY_STAFF: UploadAllowance = {
  megapixels: MAX_MEGAPIXELS,
  rate: { name: "uploads", limit: 200, windowMs: HOUR },
  storedBytes: 500 * MB,
};

/** Volunteers and students (a profile photo), organizations (vacancy images, a logo), other centre staff. */
const EVERYONE_ELSE: UploadAllowance = {
  megapixels: UPLOAD_MEGAPIXELS,
  rate: { name: "uploads", limit: 20, windowMs: HOUR },
  storedBytes: 25 * MB,
};

export const uploadAllowanceOf = (actor: Actor, centerId: number): UploadAllowance =>
  canManageMedia(actor, centerId) ? LIBRARY_STAFF : EVERYONE_ELSE;
