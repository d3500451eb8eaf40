import { applicationCreateSchemaFor } from "../../../contract/applications";
import type { Translate } from "../../../contract/validation";
import { formValidator } from "../../lib/form-validator";

/** The application form's rules: the form loads this after the vacancy page is usable, so zod is not on its first load. */
export const applicationValidator = (t: Translate, locale: string) => formValidator(applicationCreateSchemaFor(t), t, locale);
export type ApplicationValidator = ReturnType<typeof applicationValidator>;
