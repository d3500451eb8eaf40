import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";

// A copy of _schemas/1.0/schema.json from github.com/json-api/json-api (CC0 1.0), so a clone anywhere can run the tests.
const schemaPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "jsonapi-1.0.schema.json");

// The official 1.0 response schema; format checks stay off because 1.1 allows relative links (see its README).
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")));

/** The schema violations of a response document, as readable lines; empty when it is valid. */
export function jsonApiViolations(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
}
