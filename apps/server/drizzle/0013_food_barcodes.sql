ALTER TABLE "foods" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "foods_barcode_idx" ON "foods" USING btree ("barcode");