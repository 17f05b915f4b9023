ALTER TABLE "requests" ADD COLUMN "delivery_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "dispute" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "requests_dispute_open" ON "requests" USING btree ("id") WHERE "requests"."dispute"->>'status' = 'open';