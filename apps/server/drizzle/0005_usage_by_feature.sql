CREATE TABLE "usage_feature" (
	"user_id" text NOT NULL,
	"feature" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"allowance" integer NOT NULL,
	CONSTRAINT "usage_feature_user_id_feature_pk" PRIMARY KEY("user_id","feature")
);
--> statement-breakpoint
ALTER TABLE "usage_feature" ADD CONSTRAINT "usage_feature_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Move every account's counters and limits to one row per feature before the columns go.
INSERT INTO "usage_feature" ("user_id", "feature", "used", "allowance")
SELECT "user_id", 'images', "images_count", "images_limit" FROM "usage_counter"
UNION ALL SELECT "user_id", 'videos', "videos_count", "videos_limit" FROM "usage_counter"
UNION ALL SELECT "user_id", 'facelessVideos', "faceless_videos_count", "faceless_videos_limit" FROM "usage_counter"
UNION ALL SELECT "user_id", 'scripts', "scripts_count", "scripts_limit" FROM "usage_counter";--> statement-breakpoint
-- Ended subscriptions kept their plan id with zero limits; they are "inactive" now, so a feature
-- added to the catalogue later allows them nothing either.
UPDATE "usage_counter" SET "plan" = 'inactive' WHERE "plan" <> 'trial' AND "images_limit" = 0 AND "videos_limit" = 0 AND "faceless_videos_limit" = 0 AND "scripts_limit" = 0;--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "images_count";--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "images_limit";--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "videos_count";--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "videos_limit";--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "faceless_videos_count";--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "faceless_videos_limit";--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "scripts_count";--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "scripts_limit";