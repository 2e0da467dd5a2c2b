CREATE TABLE "game_build_files" (
	"build_id" uuid NOT NULL,
	"path" text NOT NULL,
	"hash" text NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "game_build_files_build_id_path_pk" PRIMARY KEY("build_id","path")
);
--> statement-breakpoint
CREATE TABLE "game_builds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"index_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"shared_array_buffer" boolean DEFAULT false NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_count" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_credits" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"is_creator" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_credits_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hidden_reason" text,
	"cover_hash" text,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"build_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('draft', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "game_build_files" ADD CONSTRAINT "game_build_files_build_id_game_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."game_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_builds" ADD CONSTRAINT "game_builds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_builds" ADD CONSTRAINT "game_builds_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_credits" ADD CONSTRAINT "game_credits_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_credits" ADD CONSTRAINT "game_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_build_files_hash_idx" ON "game_build_files" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "game_builds_game_idx" ON "game_builds" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_credits_user_idx" ON "game_credits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_key" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_published_idx" ON "games" USING btree ("published_at") WHERE status = 'published' and deleted_at is null;