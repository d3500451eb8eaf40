import { z } from "zod";

/** A centre's optional English text beside its Dutch (decision 35): empty or null is none, and /en shows the Dutch. */
export const englishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();
