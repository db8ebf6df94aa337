-- allowed_pet becomes a Pet value (NO_PET, CAT, SMALL_DOG_CAT, LARGE_DOG_SMALL_DOG_CAT) and
-- pet_policy free text. Before, allowed_pet was a yes/no and pet_policy held the Pet value:
-- the value moves over, and pet_policy keeps only text staff wrote.
ALTER TABLE "floorplans" ALTER COLUMN "allowed_pet" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "floorplans" ALTER COLUMN "allowed_pet" SET DATA TYPE text USING (
  CASE
    WHEN NOT "allowed_pet" THEN 'NO_PET'
    WHEN "pet_policy" IN ('NO_PET', 'CAT', 'SMALL_DOG_CAT', 'LARGE_DOG_SMALL_DOG_CAT') THEN "pet_policy"
    ELSE 'LARGE_DOG_SMALL_DOG_CAT'
  END
);--> statement-breakpoint
ALTER TABLE "floorplans" ALTER COLUMN "allowed_pet" SET DEFAULT 'NO_PET';--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "allowed_pet" SET DATA TYPE text USING (
  CASE
    WHEN "allowed_pet" IS NULL THEN NULL
    WHEN NOT "allowed_pet" THEN 'NO_PET'
    WHEN "pet_policy" IN ('NO_PET', 'CAT', 'SMALL_DOG_CAT', 'LARGE_DOG_SMALL_DOG_CAT') THEN "pet_policy"
    ELSE 'LARGE_DOG_SMALL_DOG_CAT'
  END
);--> statement-breakpoint
UPDATE "floorplans" SET "pet_policy" = NULL WHERE "pet_policy" IN ('NO_PET', 'CAT', 'SMALL_DOG_CAT', 'LARGE_DOG_SMALL_DOG_CAT');--> statement-breakpoint
UPDATE "units" SET "pet_policy" = NULL WHERE "pet_policy" IN ('NO_PET', 'CAT', 'SMALL_DOG_CAT', 'LARGE_DOG_SMALL_DOG_CAT');
