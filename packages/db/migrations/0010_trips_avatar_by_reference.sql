CREATE INDEX "requests_image" ON "requests" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "user_avatar";