DROP INDEX "exp_ledger_registration_key";--> statement-breakpoint
DROP INDEX "registrations_user_event_key";--> statement-breakpoint
DROP INDEX "registrations_event_idx";--> statement-breakpoint
DROP INDEX "exp_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "exp_on" text DEFAULT 'registration' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "queue_numbers_issued" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "counts_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "queue_number" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ticket" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exp_ledger_award_key" ON "exp_ledger" USING btree ("registration_id") WHERE "exp_ledger"."reason" in ('event_registration', 'attendance');--> statement-breakpoint
CREATE UNIQUE INDEX "exp_ledger_refund_key" ON "exp_ledger" USING btree ("registration_id") WHERE "exp_ledger"."reason" = 'unregistration';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_active_key" ON "registrations" USING btree ("user_id","event_id") WHERE "registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_queue_key" ON "registrations" USING btree ("event_id","queue_number");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_ticket_key" ON "registrations" USING btree ("ticket");--> statement-breakpoint
CREATE INDEX "exp_ledger_user_idx" ON "exp_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_exp_on_known" CHECK ("events"."exp_on" in ('registration', 'attendance'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" is null or "events"."capacity" >= 1);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" is null or "events"."ends_at" > "events"."date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_counts_non_negative" CHECK ("events"."registered_count" >= 0 and "events"."waitlist_count" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_within_capacity" CHECK ("events"."capacity" is null or "events"."registered_count" <= "events"."capacity");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_waitlist_only_when_full" CHECK ("events"."waitlist_count" = 0 or ("events"."capacity" is not null and "events"."registered_count" = "events"."capacity"));--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_reason_known" CHECK ("exp_ledger"."reason" in ('event_registration', 'attendance', 'unregistration', 'adjustment'));--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_amount_non_zero" CHECK ("exp_ledger"."amount" <> 0);--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_award_shape" CHECK (not ("exp_ledger"."reason" in ('event_registration', 'attendance')) or ("exp_ledger"."amount" > 0 and "exp_ledger"."registration_id" is not null and "exp_ledger"."event_id" is not null));--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_refund_shape" CHECK ("exp_ledger"."reason" <> 'unregistration' or ("exp_ledger"."amount" < 0 and "exp_ledger"."registration_id" is not null and "exp_ledger"."event_id" is not null));--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_adjustment_shape" CHECK ("exp_ledger"."reason" <> 'adjustment' or ("exp_ledger"."registration_id" is null and "exp_ledger"."event_id" is null and "exp_ledger"."note" is not null));--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_note_length" CHECK ("exp_ledger"."note" is null or char_length("exp_ledger"."note") between 1 and 200);--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_known" CHECK ("registrations"."status" in ('registered', 'waitlisted', 'cancelled'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_cancelled_at" CHECK (("registrations"."status" = 'cancelled') = ("registrations"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_checked_in_registered" CHECK ("registrations"."checked_in_at" is null or "registrations"."status" = 'registered');