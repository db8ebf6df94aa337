CREATE TABLE "submission_keys" (
	"endpoint" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_keys_endpoint_key_hash_pk" PRIMARY KEY("endpoint","key_hash")
);
--> statement-breakpoint
CREATE INDEX "submission_keys_created_idx" ON "submission_keys" USING btree ("created_at");