CREATE TABLE "usage_export" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"media_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_export" ADD CONSTRAINT "usage_export_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_export_user_created_idx" ON "usage_export" USING btree ("user_id","created_at");