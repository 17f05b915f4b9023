-- Search as the site does it (rules/filters.ts): accent-folding, case-insensitive substring.
-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly:
-- this IMMUTABLE wrapper names the dictionary explicitly, which makes it safe to index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cg_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
