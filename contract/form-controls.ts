import { z } from "zod";

/** A number control's text read as a number and held to the API's bounds. */
export const numberControl = (schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .transform((v) => Number(v.replace(",", ".")))
    .pipe(schema);

/** A number control that may stay empty. */
export const optionalNumberControl = (schema: z.ZodNumber) => z.union([z.literal(""), numberControl(schema)]);
