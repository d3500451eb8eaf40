import type { Context } from "hono";
import { attachmentDisposition } from "./content-disposition";
import type { AppEnv } from "./types";

/** A list asked for as a spreadsheet: format=csv, or Accept: text/csv. */
export const wantsCsv = (c: Context<AppEnv>) =>
  c.req.query("format") === "csv" || (c.req.header("accept") ?? "").split(",").some((v) => v.trim().startsWith("text/csv"));

/** The CSV (from toCsv) as a download named `{name}.csv`, whatever characters the name has; never cached (personal data). */
export const sendCsv = (c: Context<AppEnv>, name: string, csv: string) =>
  c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": attachmentDisposition(`${name}.csv`),
    "Cache-Control": "no-store",
  });
