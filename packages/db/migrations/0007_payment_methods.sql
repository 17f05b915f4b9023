CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_card_id" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" smallint NOT NULL,
	"expiration_year" smallint NOT NULL,
	"holder_first_name" text NOT NULL,
	"is_default" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "payment_methods_last_four" CHECK ("payment_methods"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_month" CHECK ("payment_methods"."expiration_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_card" ON "payment_methods" USING btree ("user_id","provider_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "payment_methods_user" ON "payment_methods" USING btree ("user_id","seq");