CREATE TABLE "group_services" (
	"partner_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"partner_service_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_services_group_id_partner_service_id_pk" PRIMARY KEY("group_id","partner_service_id")
);
--> statement-breakpoint
CREATE TABLE "location_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"partner_service_id" uuid NOT NULL,
	"rate" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_services_rate_ck" CHECK ("location_services"."rate" is null or "location_services"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ori_services" (
	"ori_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "ori_services_ori_id_service_id_pk" PRIMARY KEY("ori_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "oris" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ori_number" text NOT NULL,
	"title" text NOT NULL,
	"ori_type" text NOT NULL,
	"requires_photograph" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"service_id" uuid,
	"display_name" text NOT NULL,
	"description" text,
	"service_type" text NOT NULL,
	"rate" numeric(12, 2) DEFAULT 0 NOT NULL,
	"quantity_of_finger_print_card" integer DEFAULT 0 NOT NULL,
	"tax_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"central_commission" numeric(12, 2) DEFAULT 0 NOT NULL,
	"additional_cost_per_finger_print_card" numeric(12, 2) DEFAULT 0 NOT NULL,
	"two_factor_authentication" boolean DEFAULT false NOT NULL,
	"finger_print_card_service" boolean DEFAULT false NOT NULL,
	"service_image" text,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_services_rate_ck" CHECK ("partner_services"."rate" >= 0),
	CONSTRAINT "partner_services_cards_ck" CHECK ("partner_services"."quantity_of_finger_print_card" >= 0),
	CONSTRAINT "partner_services_tax_ck" CHECK ("partner_services"."tax_percentage" between 0 and 100),
	CONSTRAINT "partner_services_commission_ck" CHECK ("partner_services"."central_commission" >= 0),
	CONSTRAINT "partner_services_card_cost_ck" CHECK ("partner_services"."additional_cost_per_finger_print_card" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_modes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"integration_type" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"service_type" text NOT NULL,
	"product_code" text NOT NULL,
	"fingerprint_option" text DEFAULT 'FLAT_AND_ROLL' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_and_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_services" ADD CONSTRAINT "group_services_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_services" ADD CONSTRAINT "group_services_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_services" ADD CONSTRAINT "group_services_partner_service_id_partner_services_id_fk" FOREIGN KEY ("partner_service_id") REFERENCES "public"."partner_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_services" ADD CONSTRAINT "location_services_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_services" ADD CONSTRAINT "location_services_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_services" ADD CONSTRAINT "location_services_partner_service_id_partner_services_id_fk" FOREIGN KEY ("partner_service_id") REFERENCES "public"."partner_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ori_services" ADD CONSTRAINT "ori_services_ori_id_oris_id_fk" FOREIGN KEY ("ori_id") REFERENCES "public"."oris"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ori_services" ADD CONSTRAINT "ori_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_groups" ADD CONSTRAINT "service_groups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_services_partner_idx" ON "group_services" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "group_services_service_idx" ON "group_services" USING btree ("partner_service_id");--> statement-breakpoint
CREATE INDEX "location_services_partner_idx" ON "location_services" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_services_location_service_uq" ON "location_services" USING btree ("location_id","partner_service_id");--> statement-breakpoint
CREATE INDEX "ori_services_service_idx" ON "ori_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oris_ori_number_uq" ON "oris" USING btree ("ori_number");--> statement-breakpoint
CREATE INDEX "partner_services_partner_idx" ON "partner_services" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_modes_code_uq" ON "payment_modes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "service_groups_partner_idx" ON "service_groups" USING btree ("partner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "services_product_code_uq" ON "services" USING btree (upper("product_code"));