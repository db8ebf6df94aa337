CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"floorplan_id" text NOT NULL,
	"name" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'NOT_APPLICABLE' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"property" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_counts_day_event_property_pk" PRIMARY KEY("day","event","property")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"property" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" text PRIMARY KEY NOT NULL,
	"folder_id" text,
	"name" text DEFAULT '0' NOT NULL,
	"storage_key" text,
	"url" text,
	"drive_id" text,
	"content_type" text,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	"bus_route" text NOT NULL,
	"bus_route_link" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floorplans" (
	"id" text PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"bedroom" integer DEFAULT 0 NOT NULL,
	"bathroom" double precision DEFAULT 1 NOT NULL,
	"cover_image_id" text,
	"featured" boolean DEFAULT false NOT NULL,
	"style" text NOT NULL,
	"special_rent" double precision,
	"special_rent_start_date" date,
	"special_rent_end_date" date,
	"address" text,
	"zipcode" text,
	"virtual_tour_link" text,
	"video_tour_link" text,
	"three_sixty_video_tour_link" text,
	"photos_folder_id" text,
	"description" text,
	"html_title" text,
	"allowed_pet" boolean DEFAULT false NOT NULL,
	"pet_policy" text,
	"square_foot" integer,
	"price_for_2_to_4_days" text,
	"price_for_5_to_13_days" text,
	"price_for_14_to_29_days" text,
	"price_for_1_to_4_months" text,
	"price_for_4_and_more_months" text,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_page_specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"image_id" text,
	"start_date" date,
	"end_date" date,
	"properties" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"property_id" text,
	"sublet_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"payload" jsonb NOT NULL,
	"current_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_offices" (
	"property_id" text PRIMARY KEY NOT NULL,
	"name" text,
	"address" text,
	"zipcode" text,
	"phone" text,
	"office_hours" text,
	"direction" text,
	"office_map_id" text,
	"office_image_id" text,
	"office_image_description" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"kind" text NOT NULL,
	"to" text[] NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"lease_type" text DEFAULT 'YEARLY' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text,
	"rating" double precision,
	"rating_link" text,
	"cover_image_id" text,
	"photos_folder_id" text,
	"leasing_office_type" text,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similar_floorplans" (
	"floorplan_id" text NOT NULL,
	"similar_to_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "similar_floorplans_floorplan_id_similar_to_id_pk" PRIMARY KEY("floorplan_id","similar_to_id")
);
--> statement-breakpoint
CREATE TABLE "sublet_photos" (
	"sublet_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sublet_photos_sublet_id_asset_id_pk" PRIMARY KEY("sublet_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "sublets" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_key_hash" text,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"bedroom" integer DEFAULT 1 NOT NULL,
	"available_bedrooms" integer DEFAULT 1 NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date NOT NULL,
	"rent" double precision NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"utilities_included" boolean DEFAULT true NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover_image_id" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "sublets_asset_key_hash_unique" UNIQUE("asset_key_hash")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"job_title" text,
	"photo_id" text,
	"blog_link" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"floorplan_id" text NOT NULL,
	"testimonial" text NOT NULL,
	"tenant" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"floorplan_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"rent" double precision,
	"deposit" double precision,
	"square_foot" integer,
	"move_in_date" date,
	"availability_extension_months" integer DEFAULT 0 NOT NULL,
	"address" text,
	"zipcode" text,
	"allowed_pet" boolean,
	"pet_policy" text
);
--> statement-breakpoint
CREATE TABLE "used_captcha_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"floorplan_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"average_monthly_bill" double precision,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"floorplan_id" text NOT NULL,
	"variation" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"floorplan_id" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_routes" ADD CONSTRAINT "bus_routes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floorplans" ADD CONSTRAINT "floorplans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floorplans" ADD CONSTRAINT "floorplans_cover_image_id_assets_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_specials" ADD CONSTRAINT "home_page_specials_image_id_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_offices" ADD CONSTRAINT "leasing_offices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_offices" ADD CONSTRAINT "leasing_offices_office_map_id_assets_id_fk" FOREIGN KEY ("office_map_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_offices" ADD CONSTRAINT "leasing_offices_office_image_id_assets_id_fk" FOREIGN KEY ("office_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_cover_image_id_assets_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_floorplans" ADD CONSTRAINT "similar_floorplans_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_floorplans" ADD CONSTRAINT "similar_floorplans_similar_to_id_floorplans_id_fk" FOREIGN KEY ("similar_to_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublet_photos" ADD CONSTRAINT "sublet_photos_sublet_id_sublets_id_fk" FOREIGN KEY ("sublet_id") REFERENCES "public"."sublets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublet_photos" ADD CONSTRAINT "sublet_photos_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublets" ADD CONSTRAINT "sublets_cover_image_id_assets_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_id_assets_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilities" ADD CONSTRAINT "utilities_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_specials" ADD CONSTRAINT "web_specials_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amenities_floorplan_idx" ON "amenities" USING btree ("floorplan_id");--> statement-breakpoint
CREATE INDEX "analytics_events_idx" ON "analytics_events" USING btree ("event","property");--> statement-breakpoint
CREATE INDEX "assets_folder_idx" ON "assets" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "bus_routes_property_idx" ON "bus_routes" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "floorplans_property_idx" ON "floorplans" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sublets_listed_idx" ON "sublets" USING btree ("active","approved","approved_at");--> statement-breakpoint
CREATE INDEX "testimonials_floorplan_idx" ON "testimonials" USING btree ("floorplan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_floorplan_code_idx" ON "units" USING btree ("floorplan_id","code");--> statement-breakpoint
CREATE INDEX "utilities_floorplan_idx" ON "utilities" USING btree ("floorplan_id");--> statement-breakpoint
CREATE INDEX "variations_floorplan_idx" ON "variations" USING btree ("floorplan_id");--> statement-breakpoint
CREATE INDEX "web_specials_floorplan_idx" ON "web_specials" USING btree ("floorplan_id");