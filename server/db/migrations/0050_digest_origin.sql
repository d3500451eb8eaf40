-- The site address a user chose his summary days on: his summary links there, as the mails of his requests do (issue 37).
ALTER TABLE "users" ADD COLUMN "digest_origin" varchar(200);