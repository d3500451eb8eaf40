import type { BankDocument } from "./vacancy-bank-index";

/** A published volunteering vacancy of centre 1 and organization 2 as the bank index takes it, with `input` over it. */
export function bankDocument(id: number, input: Partial<BankDocument> = {}): BankDocument {
  return {
    id,
    centerId: 1,
    organizationId: 2,
    publishedAt: id,
    expiresAt: Number.POSITIVE_INFINITY,
    latitude: null,
    longitude: null,
    vacancyType: "volunteering",
    helpKind: null,
    tags: [],
    themes: [],
    ageGroupIds: [],
    booleans: { from_home: false, vog_required: false, expenses_reimbursed: false, wheelchair_accessible: false, remote: false },
    hoursPerWeek: null,
    minimumAge: null,
    languageLevel: "none",
    updatedAt: 0,
    searchVector: "",
    dates: [],
    ...input,
  };
}
