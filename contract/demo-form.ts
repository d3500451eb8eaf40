import { z } from "zod";
import { POSTAL_CODE } from "./fields";
import { fieldNotValid, imageSizeRule, type Translate } from "./validation";

/** The developer form page's schema: one of each kind of rule the real forms use. */
export function demoFormSchema(t: Translate) {
  return z.object({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    website: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
    age: z.coerce.number().int().min(16).max(120),
    postalCode: z
      .string()
      .trim()
      .min(1)
      .regex(POSTAL_CODE, { error: () => fieldNotValid(t, t("test:form.postalCode")) }),
    photo: z.union([z.undefined(), imageSizeRule(t, t("test:form.photo").toLowerCase(), 5 * 1024 * 1024)]),
    terms: z.literal(true, { error: () => t("validation:acceptTerms") }),
  });
}
