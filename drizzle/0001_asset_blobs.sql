CREATE TABLE "asset_blobs" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assets_storage_key_idx" ON "assets" USING btree ("storage_key");--> statement-breakpoint
-- Images are compressed already: store them out of line without trying to compress them again.
ALTER TABLE "asset_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
