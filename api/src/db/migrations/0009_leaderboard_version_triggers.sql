-- Hand-written (drizzle-kit generate --custom): the leaderboard's version (decision 0160).
--
-- The leaderboard is every user's EXP (the ledger, whose sum users.exp always is), name, picture,
-- showOnLeaderboard, and token_version (which tokens still count for their own row). Its version
-- is cache_versions.leaderboard + sum(users.leaderboard_version):
-- - an update of a user that changes any of those grows that user's leaderboard_version, in the
--   same row and statement (a BEFORE trigger: no other row is locked, so EXP changes of different
--   students never wait on each other);
-- - a new user adds at least 1 (the column's default and check);
-- - a deleted user (their ledger goes with them) adds their leaderboard_version + 1 to the counter,
--   so the sum never goes back; a truncate adds everyone's.
-- Whoever writes (an API process, a script, an admin at a psql prompt), the version moves in the
-- writer's own transaction, and an API process that reads it unchanged knows its copy is current.
INSERT INTO "cache_versions" ("name", "version") VALUES ('leaderboard', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "grow_leaderboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."leaderboard_version" := OLD."leaderboard_version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_version" BEFORE UPDATE ON "users" FOR EACH ROW
  WHEN (
    NEW."exp" IS DISTINCT FROM OLD."exp"
    OR NEW."username" IS DISTINCT FROM OLD."username"
    OR NEW."profile_picture" IS DISTINCT FROM OLD."profile_picture"
    OR NEW."show_on_leaderboard" IS DISTINCT FROM OLD."show_on_leaderboard"
    OR NEW."token_version" IS DISTINCT FROM OLD."token_version"
    OR NEW."leaderboard_version" IS DISTINCT FROM OLD."leaderboard_version"
  )
  EXECUTE FUNCTION "grow_leaderboard_version"();
--> statement-breakpoint
CREATE FUNCTION "bump_leaderboard_version_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 + OLD."leaderboard_version" WHERE "name" = 'leaderboard';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_version_delete" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bump_leaderboard_version_on_delete"();
--> statement-breakpoint
CREATE FUNCTION "bump_leaderboard_version_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions"
  SET "version" = "version" + 1 + (SELECT coalesce(sum("leaderboard_version"), 0) FROM "users")
  WHERE "name" = 'leaderboard';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_version_truncate" BEFORE TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_leaderboard_version_on_truncate"();
