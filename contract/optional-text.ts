import { z } from "zod";

/** An optional text: empty or null is none (null), such as a centre's English beside its Dutch (decisions 28, 35). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();
