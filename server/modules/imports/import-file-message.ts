// Why a file cannot be read, said in a language: the request answers in the reader's, a check job keeps both.
import { IMPORT_LIMITS } from "../../../contract/imports";
import { formatNumber } from "../../../contract/intl-formats";
import { translatorFor } from "../../http/i18n";
import type { Message } from "./import-kinds";
import type { ImportFileError } from "./import-table";

export const megabytes = (locale: string, bytes: number) => `${formatNumber(locale, bytes / 1024 / 1024, 1)} MB`;

/** The values a file error's message is filled in with, numbers written as the language writes them. */
export function fileErrorParams(locale: string, error: ImportFileError): Record<string, unknown> {
  if (error.reason === "line") return { ...error.params, max: megabytes(locale, IMPORT_LIMITS.maxLineBytes) };
  if (error.reason === "whole") return { size: megabytes(locale, IMPORT_LIMITS.maxWholeBytes) };
  if (error.reason === "zipBomb") {
    return { entries: formatNumber(locale, IMPORT_LIMITS.zipEntries), size: megabytes(locale, IMPORT_LIMITS.zipBytes) };
  }
  return error.params;
}

export const fileErrorKey = (error: ImportFileError) => `api-errors:detail.import.file.${error.reason}`;

/** A file error in both languages. */
export const fileErrorMessage = (error: ImportFileError): Message => ({
  nl: translatorFor("nl")(fileErrorKey(error), fileErrorParams("nl", error)),
  en: translatorFor("en")(fileErrorKey(error), fileErrorParams("en", error)),
});
