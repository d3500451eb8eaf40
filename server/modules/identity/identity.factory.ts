import type { Role } from "../../../contract/identity";
import type { NewUser } from "./users.service";

let sequence = 0;

/** A confirmed, active user; tests and the demo seed override what matters to them. */
export function buildUser(centerId: number, overrides: Partial<NewUser> = {}): NewUser {
  sequence += 1;
  return {
    centerId,
    email: `gebruiker${sequence}@example.test`,
    firstName: "Sanne",
    lastName: `de Vries ${sequence}`,
    password: "Vrijwilliger2026!",
    status: "active",
    signupMethod: "created_by_user",
    locale: "nl",
    ...overrides,
  };
}

export const DEMO_PASSWORD = "Vrijwilliger2026!";

/** The demo accounts of a tenant: one per role, named after it (README lists them). */
export const DEMO_ACCOUNTS: { role: Role; firstName: string; lastName: string; gender: NewUser["gender"] }[] = [
  { role: "admin", firstName: "Anouk", lastName: "Beheer", gender: "female" },
  { role: "center_superuser", firstName: "Cor", lastName: "Centrale", gender: "male" },
  { role: "content_manager", firstName: "Carla", lastName: "Content", gender: "female" },
  { role: "page_manager", firstName: "Pieter", lastName: "Pagina", gender: "male" },
  { role: "organization_superuser", firstName: "Olga", lastName: "Organisatie", gender: "female" },
  { role: "mentor", firstName: "Mo", lastName: "Mentor", gender: "other" },
  { role: "student", firstName: "Sem", lastName: "Student", gender: "male" },
  { role: "volunteer", firstName: "Vera", lastName: "Vrijwilliger", gender: "female" },
];

export const demoEmail = (role: Role, tenant: string) => `${role.replaceAll("_", "-")}@${tenant}.demo.test`;
