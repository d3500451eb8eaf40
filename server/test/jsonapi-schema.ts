import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const schemaPath = path.resolve(repoRoot, "../shared/jsonapi/jsonapi-1.0.schema.json");

// The official 1.0 response schema; format checks stay off because 1.1 allows relative links (see its README).
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")));

/** The schema violations of a response document, as readable lines; empty when it is valid. */
export function jsonApiViolations(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
}
