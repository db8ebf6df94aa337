CREATE TABLE "change_notices" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tags" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
