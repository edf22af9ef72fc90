ALTER TABLE "stock_items" ADD COLUMN "labels" text[];--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "counted_at" timestamp (3) DEFAULT now();--> statement-breakpoint
CREATE TABLE "bin_assignments" (
	"warehouse_id" integer NOT NULL,
	"bin" varchar(16) NOT NULL,
	"note" text,
	CONSTRAINT "bin_assignments_warehouse_id_bin_pk" PRIMARY KEY("warehouse_id","bin")
);
