-- The events list's version (decision 0101): every statement that writes `events` bumps it in its
-- own transaction, whoever runs it (the API, db:seed, an admin at a psql prompt), so an API
-- process that reads the version unchanged knows its cached list is still the truth.
INSERT INTO "cache_versions" ("name", "version") VALUES ('events', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_events_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'events';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_events_list_version"();
