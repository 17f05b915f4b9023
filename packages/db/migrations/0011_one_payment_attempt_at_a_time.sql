ALTER TABLE "pending_payments" ADD COLUMN "in_flight_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_payments" ADD COLUMN "attempted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every stored quote was frozen by a payment that then asked the provider: a charge under its key may exist.
UPDATE "pending_payments" SET "attempted" = true;