ALTER TABLE "requests" DROP CONSTRAINT "requests_status";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "cancel_proposed_by" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "cancel_proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "refund" jsonb;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_status" CHECK ("requests"."status" in ('active', 'accepted', 'paid', 'completed', 'cancelled'));