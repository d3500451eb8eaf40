// No zod here: the contact page reads these without loading the schemas.

/** DESIGN.md section 6: names 1-100, titles 3-120, message bodies up to 10,000. */
export const CONTACT_LIMITS = { name: 100, subjectMin: 3, subject: 120, messageMin: 10, message: 10_000 } as const;

/** The contact form's fields, in the order /contactformulier asks them; each is a fixed question of the built-in form. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message", "consent"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
