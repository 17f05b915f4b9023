ALTER TABLE "requests" ADD COLUMN "trip_id" text;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_trip" ON "requests" USING btree ("trip_id");