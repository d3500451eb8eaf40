-- The site a vacancy alert was made on: its mails link there, as the periodic summary does (issue 37).
ALTER TABLE "vacancy_alerts" ADD COLUMN "origin" varchar(200);