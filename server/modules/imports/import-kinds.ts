import type { z } from "zod";
import type { ImportKind } from "../../../contract/imports";
import { type Translate, validationErrorMap } from "../../../contract/validation";
import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";
import { translatorFor } from "../../http/i18n";
import type { ImportRowError } from "./imports.table";

/** The site's centre: each centre of a tenant keeps its own imports. */
export interface Scope {
  tenant: TenantId;
  centerId: number;
}

export type Message = ImportRowError["message"];

/** A text in both languages: a row's errors are read later, by whoever asks, in his own. */
export const inBothLanguages = (key: string, params?: Record<string, unknown>): Message => ({
  nl: translatorFor("nl")(key, params),
  en: translatorFor("en")(key, params),
});

export interface FieldError {
  field: string | null;
  message: Message;
}

/** A schema's problems with a row as field errors in both languages. */
export function schemaErrors<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S>; errors: [] } | { data: null; errors: FieldError[] } {
  const nl = schema.safeParse(input, { error: validationErrorMap(translatorFor("nl") as Translate, "nl") });
  if (nl.success) return { data: nl.data, errors: [] };
  const en = schema.safeParse(input, { error: validationErrorMap(translatorFor("en") as Translate, "en") });
  const english = en.success ? [] : en.error.issues;
  return {
    data: null,
    errors: nl.error.issues.map((issue, i) => ({
      field: issue.path.length ? String(issue.path[0]) : null,
      message: { nl: issue.message, en: english[i]?.message ?? issue.message },
    })),
  };
}

/** A row after checking its cells: the key it is known by, its values (wire names) and what is wrong with it. */
export interface CheckedRow {
  key: string | null;
  values: Record<string, unknown>;
  errors: FieldError[];
}

/** What a row will do (or did) to its target. */
export type Plan =
  | { outcome: "create"; targetId: null }
  | { outcome: "update"; targetId: number; patch: Record<string, unknown>; previous: Record<string, unknown> }
  | { outcome: "unchanged"; targetId: number; link: boolean }
  | { outcome: "invalid"; targetId: null; errors: FieldError[] };

export interface PlannableRow {
  key: string;
  values: Record<string, unknown>;
}

export interface Applied {
  targetId: number;
  appliedAt: Date;
  /** A volunteer made now who is to be invited at once. */
  invite?: boolean;
}

export type UndoResult = "removed" | "restored" | "kept";

/** One kind of import: how a row is checked, matched with what the centre has, written and taken back. */
export interface ImportKindHandler {
  kind: ImportKind;
  /** The fields whose cells, joined, name a row for people (a title, a name): the preview shows it beside the key. */
  nameFields: readonly string[];
  check(cells: Record<string, string>): CheckedRow;
  /** Plans rows against the centre's data; `linked` holds the targets earlier imports made for these keys. */
  plan(tx: Transaction, scope: Scope, rows: PlannableRow[], linked: Map<string, number>): Promise<Plan[]>;
  /** Writes a batch's planned creates at once, in the rows' order (one insert); without it each goes through apply. */
  createAll?(tx: Transaction, scope: Scope, rows: PlannableRow[]): Promise<Applied[]>;
  /** Writes a planned create or update; returns the target and its updated_at as written. */
  apply(tx: Transaction, scope: Scope, row: PlannableRow, plan: Plan): Promise<Applied>;
  /** Takes a run's write back while the target is as the run left it. */
  undo(
    tx: Transaction,
    scope: Scope,
    row: { outcome: "create" | "update"; targetId: number; previous: Record<string, unknown> | null; appliedAt: Date },
  ): Promise<UndoResult>;
}

/** Same value, loosely: null, undefined and "" alike. */
export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a === "" || a === undefined ? null : a) === JSON.stringify(b === "" || b === undefined ? null : b);
