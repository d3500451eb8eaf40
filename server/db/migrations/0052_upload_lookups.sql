-- The uploads quota and the unused-uploads sweep look uploads up by uploader and by library file (issue 37).
CREATE INDEX "media_files_upload" ON "media_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by" ON "uploads" USING btree ("uploaded_by_id");