-- Search reads a stored folded name (schema.ts `nameFolded`) instead of calling cg_fold (unaccent)
-- on every row it reads: the trigram index moves to that column (decision 025, benchmark/api).
DROP INDEX "requests_name_search";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (cg_fold(product_name)) STORED;--> statement-breakpoint
CREATE INDEX "requests_name_search" ON "requests" USING gin ("name_folded" gin_trgm_ops);