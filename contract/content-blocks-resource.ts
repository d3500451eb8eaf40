import { z } from "zod";
import { contentBlockSchema, markdown } from "./content-blocks";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** The blocks as the API sends them (RenderedBlock). */
export const renderedBlockSchema = z.union([contentBlockSchema, markdown.extend({ html: z.string() })]);
