CREATE TABLE "presence" (
	"user_id" text NOT NULL,
	"process_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presence_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
