CREATE TABLE "webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" bigint NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"detail" text,
	CONSTRAINT "webhook_attempts_error_check" CHECK (error in ('status', 'redirect', 'timeout', 'name_not_found', 'address_refused', 'connection_failed', 'tls', 'no_secret'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now(),
	"claimed_until" timestamp (3) with time zone,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK (status in ('PENDING', 'DELIVERED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"event_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"record_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_for_failing" boolean DEFAULT false NOT NULL,
	"failing_since" timestamp (3) with time zone,
	"secret_sealed" text NOT NULL,
	"previous_secret_sealed" text,
	"previous_secret_until" timestamp (3) with time zone,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_date");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organization_idx" ON "webhook_endpoints" USING btree ("organization_id");--> statement-breakpoint
-- Each change the audit trail records (decision 023) becomes an event for the enabled webhook endpoints
-- of the record's organization and of the organizations above it (decision 042), in the change's own
-- transaction: no service has to remember to emit, and an event exists exactly when its change does.
-- Only field names go out, and a status's old and new value: never another value.
CREATE FUNCTION webhook_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF NEW.organization_id IS NULL OR NEW.changes IS NULL OR NEW.action NOT IN ('create', 'update', 'delete')
    OR NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled) THEN
    RETURN NULL;
  END IF;
  event_type := CASE
    WHEN NEW.action = 'create' THEN 'record.created'
    WHEN NEW.action = 'delete' THEN 'record.removed'
    WHEN NEW.changes ? 'status' THEN 'record.status_moved'
    ELSE 'record.changed'
  END;
  INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
  SELECT endpoint.id, event_type, jsonb_build_object(
      'type', event_type,
      'timestamp', to_char(NEW.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_strip_nulls(jsonb_build_object(
        'organization_id', NEW.organization_id,
        'entity', NEW.entity,
        'id', NEW.entity_id,
        'record', jsonb_build_object('entity', NEW.record_entity, 'id', NEW.record_id),
        'fields', (SELECT coalesce(jsonb_agg(key ORDER BY key), '[]'::jsonb) FROM jsonb_object_keys(NEW.changes) AS key),
        'status', CASE WHEN event_type = 'record.status_moved' THEN jsonb_build_object(
          'from', NEW.changes -> 'status' -> 'old', 'to', NEW.changes -> 'status' -> 'new') END,
        'audit_id', NEW.id,
        'history_url', format('/api/v1/organizations/%s/history?entity=%s&id=%s',
          NEW.organization_id, NEW.record_entity, NEW.record_id)
      )))
    FROM organizations AS organization
    JOIN webhook_endpoints AS endpoint ON endpoint.organization_id = ANY (organization.lineage)
    WHERE organization.id = NEW.organization_id
      AND endpoint.enabled
      AND (cardinality(endpoint.event_types) = 0 OR event_type = ANY (endpoint.event_types))
      AND (cardinality(endpoint.record_types) = 0 OR NEW.entity = ANY (endpoint.record_types));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_webhooks AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION webhook_fan_out();
