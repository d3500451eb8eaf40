-- How far a job checking a large import file is (0-100), for the screen's progress bar (issue 40 item 1).
ALTER TABLE "imports" ADD COLUMN "check_progress" smallint DEFAULT 0 NOT NULL;