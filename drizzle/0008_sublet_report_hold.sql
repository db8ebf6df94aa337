ALTER TABLE "sublets" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sublets" ADD COLUMN "reviewed_at" timestamp with time zone;