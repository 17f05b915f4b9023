CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_reads_user_id_order_id_pk" PRIMARY KEY("user_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"entity_id" text,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_link" CHECK ("notifications"."link" like '/%' and "notifications"."link" not like '//%')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"breakdown" jsonb NOT NULL,
	"billing" jsonb NOT NULL,
	"attempt_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" text PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_url" text NOT NULL,
	"estimated_price_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reward_cents" bigint NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"image_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"buyer_id" text,
	"guest_token_hash" text,
	"accepted_by" text,
	"accepted_by_name" text,
	"accepted_at" timestamp with time zone,
	"security_code" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_locked" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"payment" jsonb,
	"restrictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	CONSTRAINT "requests_status" CHECK ("requests"."status" in ('active', 'accepted', 'paid', 'completed')),
	CONSTRAINT "requests_amounts" CHECK ("requests"."estimated_price_cents" > 0 and "requests"."reward_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reviews_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"subject_id" text,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"user_avatar" text,
	"origin_country" text NOT NULL,
	"destination_country" text DEFAULT 'Argentina' NOT NULL,
	"province" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date NOT NULL,
	"available_space" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trips_dates" CHECK ("trips"."return_date" >= "trips"."departure_date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"birth_date" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT 'DNI' NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"password" jsonb NOT NULL,
	"profile_picture" text,
	"location" text DEFAULT 'Argentina' NOT NULL,
	"show_contact" boolean DEFAULT false NOT NULL,
	"verification_status" text DEFAULT 'not_verified' NOT NULL,
	"verification_document_type" text,
	"verification_session_id" text,
	"verification_submitted_at" timestamp with time zone,
	"is_example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_verification_status" CHECK ("users"."verification_status" in ('not_verified', 'pending', 'verified', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "verification_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"document_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_order_id_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_order_id_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_payments" ADD CONSTRAINT "pending_payments_order_id_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sessions" ADD CONSTRAINT "verification_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_order" ON "chat_messages" USING btree ("order_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "domain_events_created" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_approved" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "requests_created" ON "requests" USING btree ("created_at" DESC NULLS LAST,"id" collate "C");--> statement-breakpoint
CREATE INDEX "requests_status_created" ON "requests" USING btree ("status","created_at" DESC NULLS LAST,"id" collate "C");--> statement-breakpoint
CREATE INDEX "requests_buyer" ON "requests" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "requests_accepted_by" ON "requests" USING btree ("accepted_by");--> statement-breakpoint
CREATE INDEX "requests_guest" ON "requests" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "requests_name_search" ON "requests" USING gin (cg_fold("product_name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_author" ON "reviews" USING btree ("order_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_author" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trips_created" ON "trips" USING btree ("created_at" DESC NULLS LAST,"id" collate "C");--> statement-breakpoint
CREATE INDEX "trips_user" ON "trips" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));