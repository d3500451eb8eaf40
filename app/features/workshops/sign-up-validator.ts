import type { Translate } from "../../../contract/validation";
import { registrationCreateSchema } from "../../../contract/workshops";
import { formValidator } from "../../lib/form-validator";

/** The sign-up form's rules: loaded once the page is usable, so zod is not on its first load. */
export const signUpValidator = (t: Translate, locale: string) => formValidator(registrationCreateSchema, t, locale);
export type SignUpValidator = ReturnType<typeof signUpValidator>;
