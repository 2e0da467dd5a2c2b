-- Hand-written (drizzle-kit generate --custom): what the schema cannot say. Decisions 0140-0142.
--
-- 1. Registrations made before waitlists existed: each gets its queue number in the order it was
--    made, and each event's counters are set from its rows (all of them are seats: no event had a
--    capacity yet). The next migration makes queue_number NOT NULL.
UPDATE "registrations" AS r SET "queue_number" = numbered.n
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "event_id" ORDER BY "created_at", "id") AS n
  FROM "registrations"
) AS numbered
WHERE r."id" = numbered."id";
--> statement-breakpoint
UPDATE "events" AS e SET
  "registered_count" = counted.registered,
  "waitlist_count" = counted.waitlisted,
  "queue_numbers_issued" = counted.issued
FROM (
  SELECT "event_id",
    count(*) FILTER (WHERE "status" = 'registered') AS registered,
    count(*) FILTER (WHERE "status" = 'waitlisted') AS waitlisted,
    max("queue_number") AS issued
  FROM "registrations"
  GROUP BY "event_id"
) AS counted
WHERE e."id" = counted."event_id";
--> statement-breakpoint
-- 2. The events list's version (decision 0101, amended by 0142). An edit of an event still bumps
--    cache_versions.events in its own transaction, whoever makes it. A change of the roster
--    counters does not (every registration makes one: that one row would become a lock every
--    registration in the club waits for); it grows events.counts_version instead, and the version
--    the cache compares is cache_versions.events + sum(events.counts_version). So an update that
--    grows counts_version has moved the version already; any other update bumps the counter (by
--    more if it took counts_version back, so the sum never goes back). A hard delete adds the
--    deleted rows' counts_version for the same reason.
DROP TRIGGER "events_list_version" ON "events";
--> statement-breakpoint
CREATE TRIGGER "events_list_version" AFTER INSERT ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_events_list_version"();
--> statement-breakpoint
CREATE FUNCTION "bump_events_list_version_on_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 + (OLD."counts_version" - NEW."counts_version")
  WHERE "name" = 'events';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_list_version_edit" AFTER UPDATE ON "events" FOR EACH ROW
  WHEN (NEW."counts_version" <= OLD."counts_version")
  EXECUTE FUNCTION "bump_events_list_version_on_edit"();
--> statement-breakpoint
CREATE FUNCTION "bump_events_list_version_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 + OLD."counts_version" WHERE "name" = 'events';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_list_version_delete" AFTER DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "bump_events_list_version_on_delete"();
--> statement-breakpoint
CREATE FUNCTION "bump_events_list_version_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions"
  SET "version" = "version" + 1 + (SELECT coalesce(sum("counts_version"), 0) FROM "events")
  WHERE "name" = 'events';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_list_version_truncate" BEFORE TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_events_list_version_on_truncate"();
--> statement-breakpoint
-- 3. The EXP ledger is append-only (decision 0141): a mistake is undone by another entry. The only
--    changes let through are the ones the foreign keys make when an account is removed from the
--    database (its entries go with it; an admin's name leaves the adjustments they made), which
--    run one trigger level down.
CREATE FUNCTION "exp_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW."created_by" IS NULL
      AND (to_jsonb(NEW) - 'created_by') = (to_jsonb(OLD) - 'created_by') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'exp_ledger is append-only: % refused (undo an entry with a new one)', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "exp_ledger_append_only" BEFORE UPDATE OR DELETE ON "exp_ledger"
  FOR EACH ROW EXECUTE FUNCTION "exp_ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "exp_ledger_no_truncate" BEFORE TRUNCATE ON "exp_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "exp_ledger_append_only"();
