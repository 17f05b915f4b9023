CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"trip_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"request_alerts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_settings_trip_countries" ON "alert_settings" USING gin ("trip_countries");