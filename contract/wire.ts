import { z } from "zod";

// Building blocks of the resources' attribute schemas, as the API sends them (never parsed from a client).

export const wireText = z.string().nullable();
export const wireNumber = z.number().nullable();
export const wireDate = z.string().describe("ISO 8601 date-time");
export const wireId = z.number().int();

/** A document of `meta` alone: a message to show (a mail sent, a request taken). */
export const wireMessage = z.object({ message: z.string() });

/** A whole list's `meta`: how many. */
export const wireTotal = z.object({ total: z.number().int() });
