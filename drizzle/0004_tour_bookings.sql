CREATE TABLE "tour_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"property_id" text NOT NULL,
	"floorplan_id" text,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seat" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leasing_offices" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tour_slot_capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_seat_idx" ON "tour_bookings" USING btree ("property_id","starts_at","seat") WHERE "tour_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "tour_bookings_lead_idx" ON "tour_bookings" USING btree ("lead_id");