CREATE TABLE "coupon_redemptions" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"used_at" timestamp with time zone,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "coupon_redemptions_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"discount_kind" text NOT NULL,
	"percent" smallint,
	"amount_cents" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coupons_discount" CHECK (("coupons"."discount_kind" = 'percent' and "coupons"."percent" between 1 and 100 and "coupons"."amount_cents" is null)
        or ("coupons"."discount_kind" = 'fixed' and "coupons"."amount_cents" > 0 and "coupons"."percent" is null))
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user" ON "coupon_redemptions" USING btree ("user_id","redeemed_at" DESC NULLS LAST,"seq" DESC NULLS LAST);