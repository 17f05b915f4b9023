ALTER TABLE "offers" ADD COLUMN "customs_payer" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "customs_clause" jsonb;--> statement-breakpoint
CREATE INDEX "requests_receipt_file" ON "requests" USING btree (("purchase_receipt"->>'fileId')) WHERE "requests"."purchase_receipt" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customs_payer" CHECK ("offers"."customs_payer" in ('buyer', 'traveller'));