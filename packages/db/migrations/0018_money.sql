DROP INDEX "payments_one_approved";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "top_up" jsonb;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_approved_per_charge" ON "payments" USING btree ("order_id","charge") WHERE "payments"."status" = 'approved';