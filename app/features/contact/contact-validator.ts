import { contactMessageFields } from "../../../contract/contact-form";
import type { Translate } from "../../../contract/validation";
import { formValidator } from "../../lib/form-validator";

/** The contact form's rules: loaded once the page is usable, so zod is not on its first load. */
export const contactValidator = (t: Translate, locale: string) => formValidator(contactMessageFields, t, locale);
export type ContactValidator = ReturnType<typeof contactValidator>;
