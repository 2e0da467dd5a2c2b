CREATE TABLE "check_in_nonces" (
	"event_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"request" text NOT NULL,
	"registration_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_nonces_event_id_nonce_pk" PRIMARY KEY("event_id","nonce")
);
--> statement-breakpoint
ALTER TABLE "check_in_nonces" ADD CONSTRAINT "check_in_nonces_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_nonces" ADD CONSTRAINT "check_in_nonces_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;