ALTER TABLE "mail_outbox" ADD COLUMN "sublet_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_sublet_id_sublets_id_fk" FOREIGN KEY ("sublet_id") REFERENCES "public"."sublets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_sublet_idx" ON "mail_outbox" USING btree ("sublet_id");