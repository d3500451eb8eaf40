// The Drizzle schema aggregator: the one allowed barrel (DESIGN.md section 3).
export * from "../jobs/jobs.table";
export * from "../mail/mail.table";
export * from "../modules/applications/applications.table";
export * from "../modules/audit/audit.table";
export * from "../modules/identity/identity.table";
export * from "../modules/identity/limit-counters.table";
export * from "../modules/media/media.table";
export * from "../modules/organisations/organisations.table";
export * from "../modules/tenancy/tenancy.table";
export * from "../modules/vacancies/vacancies.table";
