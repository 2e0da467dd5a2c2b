ALTER TABLE "media_variants" ADD COLUMN "crop" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_variants" DROP CONSTRAINT "media_variants_hash_width_pk";--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_hash_width_crop_pk" PRIMARY KEY("hash","width","crop");
