CREATE INDEX "cheat_sheet_image_key_idx" ON "cheat_sheet" USING btree (("image" ->> 'key'));--> statement-breakpoint
CREATE INDEX "item_photo_key_idx" ON "item" USING btree (("photo" ->> 'key'));