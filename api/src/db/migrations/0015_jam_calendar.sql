ALTER TABLE "jams" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written below: the jams' part of the calendar's version (decision 0265). Any change of a
-- jam's row grows its sequence and stamps updated_at (a BEFORE trigger, in the writer's statement),
-- and every statement that inserts, updates or deletes jams grows cache_versions.jams, so a
-- process whose club feed was written from an older version reads the jams again, whoever wrote.
INSERT INTO "cache_versions" ("name", "version") VALUES ('jams', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "stamp_jam_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sequence" := OLD."sequence" + 1;
  NEW."updated_at" := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jams_stamp_change" BEFORE UPDATE ON "jams" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "stamp_jam_change"();
--> statement-breakpoint
CREATE FUNCTION "bump_jams_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'jams';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jams_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jams" FOR EACH STATEMENT
  EXECUTE FUNCTION "bump_jams_version"();
