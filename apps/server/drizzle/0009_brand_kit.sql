CREATE TABLE "brand_kit" (
	"user_id" text PRIMARY KEY NOT NULL,
	"logo_upload_id" text,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"font" text,
	"intro_upload_id" text,
	"outro_upload_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_kit" ADD CONSTRAINT "brand_kit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit" ADD CONSTRAINT "brand_kit_logo_upload_id_upload_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."upload"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit" ADD CONSTRAINT "brand_kit_intro_upload_id_upload_id_fk" FOREIGN KEY ("intro_upload_id") REFERENCES "public"."upload"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit" ADD CONSTRAINT "brand_kit_outro_upload_id_upload_id_fk" FOREIGN KEY ("outro_upload_id") REFERENCES "public"."upload"("id") ON DELETE set null ON UPDATE no action;