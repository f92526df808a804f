ALTER TABLE "generation" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "root_id" text;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "edit_storyboard" jsonb;--> statement-breakpoint
CREATE INDEX "generation_root_idx" ON "generation" USING btree ("root_id");