CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"trip_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"request_alerts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"request_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"traveller_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_request_id_trip_id_pk" PRIMARY KEY("request_id","trip_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "offers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"traveller_id" text NOT NULL,
	"traveller_name" text NOT NULL,
	"trip_id" text NOT NULL,
	"reward_cents" bigint NOT NULL,
	"delivery_date" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"counter_reward_cents" bigint,
	"counter_declined_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_status" CHECK ("offers"."status" in ('open', 'countered', 'accepted', 'declined', 'withdrawn', 'closed', 'expired')),
	CONSTRAINT "offers_reward_positive" CHECK ("offers"."reward_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "agreed_reward_cents" bigint;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "agreed_delivery_date" date;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "entry_way" text DEFAULT 'air_sea' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_settings_trip_countries" ON "alert_settings" USING gin ("trip_countries");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_per_traveller" ON "offers" USING btree ("request_id","traveller_id") WHERE "offers"."status" in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "offers_request" ON "offers" USING btree ("request_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_traveller" ON "offers" USING btree ("traveller_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_match" ON "requests" USING btree ("country","reward_cents" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" collate "C") WHERE "requests"."status" = 'active';--> statement-breakpoint
CREATE INDEX "requests_deals" ON "requests" USING btree ("category","country","completed_at" DESC NULLS LAST) WHERE "requests"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "trips_match" ON "trips" USING btree ("origin_country","return_date","id" collate "C");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_entry_way" CHECK ("trips"."entry_way" in ('air_sea', 'land'));