CREATE TABLE "jam_audience_votes" (
	"jam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jam_audience_votes_jam_id_user_id_pk" PRIMARY KEY("jam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jam_entrants" (
	"jam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jam_entrants_jam_id_user_id_pk" PRIMARY KEY("jam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jam_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"jam_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"build_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jam_entries_jam_id_key" UNIQUE("jam_id","id")
);
--> statement-breakpoint
CREATE TABLE "jam_entry_members" (
	"entry_id" uuid NOT NULL,
	"jam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "jam_entry_members_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id"),
	CONSTRAINT "jam_entry_members_key" UNIQUE("jam_id","user_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "jam_ratings" (
	"jam_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"rater_entry_id" uuid NOT NULL,
	"category" text NOT NULL,
	"score" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jam_ratings_rater_id_entry_id_category_pk" PRIMARY KEY("rater_id","entry_id","category"),
	CONSTRAINT "jam_ratings_score_range" CHECK ("jam_ratings"."score" between 1 and 5),
	CONSTRAINT "jam_ratings_not_own_entry" CHECK ("jam_ratings"."entry_id" <> "jam_ratings"."rater_entry_id")
);
--> statement-breakpoint
CREATE TABLE "jam_results" (
	"jam_id" uuid PRIMARY KEY NOT NULL,
	"results" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jam_team_posts" (
	"jam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"looking_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jam_team_posts_jam_id_user_id_pk" PRIMARY KEY("jam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jam_theme_votes" (
	"theme_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vote" smallint NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jam_theme_votes_theme_id_user_id_pk" PRIMARY KEY("theme_id","user_id"),
	CONSTRAINT "jam_theme_votes_value" CHECK ("jam_theme_votes"."vote" in (-1, 0, 1))
);
--> statement-breakpoint
CREATE TABLE "jam_themes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"jam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"text" text NOT NULL,
	"folded" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jam_themes_slot_range" CHECK ("jam_themes"."slot" between 1 and 3),
	CONSTRAINT "jam_themes_text_length" CHECK (char_length("jam_themes"."text") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "jams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"submissions_close_at" timestamp with time zone NOT NULL,
	"grace_minutes" integer DEFAULT 60 NOT NULL,
	"voting_closes_at" timestamp with time zone NOT NULL,
	"theme" text,
	"theme_voting" boolean DEFAULT false NOT NULL,
	"categories" jsonb NOT NULL,
	"max_team_size" integer DEFAULT 4 NOT NULL,
	"min_ratings" integer DEFAULT 5 NOT NULL,
	"participation_exp" integer DEFAULT 100 NOT NULL,
	"placement_exp" jsonb NOT NULL,
	"showcase_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "jams_times_in_order" CHECK ("jams"."starts_at" < "jams"."submissions_close_at" and "jams"."submissions_close_at" < "jams"."voting_closes_at"),
	CONSTRAINT "jams_voting_after_grace" CHECK ("jams"."submissions_close_at" + "jams"."grace_minutes" * interval '1 minute' < "jams"."voting_closes_at"),
	CONSTRAINT "jams_grace_range" CHECK ("jams"."grace_minutes" between 0 and 1440),
	CONSTRAINT "jams_team_size_positive" CHECK ("jams"."max_team_size" >= 1),
	CONSTRAINT "jams_min_ratings_non_negative" CHECK ("jams"."min_ratings" >= 0),
	CONSTRAINT "jams_participation_exp_non_negative" CHECK ("jams"."participation_exp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exp_ledger" DROP CONSTRAINT "exp_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD COLUMN "jam_id" uuid;--> statement-breakpoint
ALTER TABLE "jam_audience_votes" ADD CONSTRAINT "jam_audience_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_audience_votes" ADD CONSTRAINT "jam_audience_votes_jam_id_entry_id_jam_entries_jam_id_id_fk" FOREIGN KEY ("jam_id","entry_id") REFERENCES "public"."jam_entries"("jam_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_entrants" ADD CONSTRAINT "jam_entrants_jam_id_jams_id_fk" FOREIGN KEY ("jam_id") REFERENCES "public"."jams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_entrants" ADD CONSTRAINT "jam_entrants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_entries" ADD CONSTRAINT "jam_entries_jam_id_jams_id_fk" FOREIGN KEY ("jam_id") REFERENCES "public"."jams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_entries" ADD CONSTRAINT "jam_entries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_entries" ADD CONSTRAINT "jam_entries_build_id_game_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."game_builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_entry_members" ADD CONSTRAINT "jam_entry_members_jam_id_entry_id_jam_entries_jam_id_id_fk" FOREIGN KEY ("jam_id","entry_id") REFERENCES "public"."jam_entries"("jam_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_entry_members" ADD CONSTRAINT "jam_entry_members_jam_id_user_id_jam_entrants_jam_id_user_id_fk" FOREIGN KEY ("jam_id","user_id") REFERENCES "public"."jam_entrants"("jam_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_ratings" ADD CONSTRAINT "jam_ratings_jam_id_entry_id_jam_entries_jam_id_id_fk" FOREIGN KEY ("jam_id","entry_id") REFERENCES "public"."jam_entries"("jam_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_ratings" ADD CONSTRAINT "jam_ratings_jam_id_rater_id_rater_entry_id_jam_entry_members_jam_id_user_id_entry_id_fk" FOREIGN KEY ("jam_id","rater_id","rater_entry_id") REFERENCES "public"."jam_entry_members"("jam_id","user_id","entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_results" ADD CONSTRAINT "jam_results_jam_id_jams_id_fk" FOREIGN KEY ("jam_id") REFERENCES "public"."jams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_team_posts" ADD CONSTRAINT "jam_team_posts_jam_id_jams_id_fk" FOREIGN KEY ("jam_id") REFERENCES "public"."jams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_team_posts" ADD CONSTRAINT "jam_team_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_theme_votes" ADD CONSTRAINT "jam_theme_votes_theme_id_jam_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."jam_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_theme_votes" ADD CONSTRAINT "jam_theme_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_themes" ADD CONSTRAINT "jam_themes_jam_id_jams_id_fk" FOREIGN KEY ("jam_id") REFERENCES "public"."jams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_themes" ADD CONSTRAINT "jam_themes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jams" ADD CONSTRAINT "jams_showcase_event_id_events_id_fk" FOREIGN KEY ("showcase_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jam_entrants_user_idx" ON "jam_entrants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jam_entries_game_key" ON "jam_entries" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jam_entry_members_one_entry" ON "jam_entry_members" USING btree ("jam_id","user_id");--> statement-breakpoint
CREATE INDEX "jam_ratings_entry_idx" ON "jam_ratings" USING btree ("jam_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jam_themes_folded_key" ON "jam_themes" USING btree ("jam_id","folded");--> statement-breakpoint
CREATE UNIQUE INDEX "jam_themes_slot_key" ON "jam_themes" USING btree ("jam_id","user_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "jams_slug_key" ON "jams" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "jams_starts_idx" ON "jams" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_jam_id_jams_id_fk" FOREIGN KEY ("jam_id") REFERENCES "public"."jams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exp_ledger_jam_key" ON "exp_ledger" USING btree ("user_id","jam_id","reason") WHERE "exp_ledger"."reason" in ('jam_participation', 'jam_placement');--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_jam_shape" CHECK (("exp_ledger"."jam_id" is null) = not ("exp_ledger"."reason" in ('jam_participation', 'jam_placement')) and ("exp_ledger"."jam_id" is null or ("exp_ledger"."amount" > 0 and "exp_ledger"."registration_id" is null and "exp_ledger"."event_id" is null)));--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_reason_known" CHECK ("exp_ledger"."reason" in ('event_registration', 'attendance', 'unregistration', 'adjustment', 'jam_participation', 'jam_placement'));