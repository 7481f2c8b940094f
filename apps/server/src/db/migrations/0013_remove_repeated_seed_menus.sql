-- Until this version every server start added the demo menu again to every
-- shop (a mis-qualified subquery in the seed counted no products). A copy is
-- a row with the same shop, name and position as an older one: the seed
-- numbers positions per shop, and the menu editor gives each new product the
-- next position, so two real products never share all three. Keep the oldest
-- (the first seed, the one owners may have edited first).
DELETE FROM "products" AS "copy"
USING "products" AS "original"
WHERE "original"."coffeeshop_id" = "copy"."coffeeshop_id"
  AND "original"."naam" = "copy"."naam"
  AND "original"."sort_order" = "copy"."sort_order"
  AND ("original"."created_at", "original"."id") < ("copy"."created_at", "copy"."id");--> statement-breakpoint
-- Favourites of a removed copy point at nothing.
DELETE FROM "favorites"
WHERE "kind" = 'product' AND NOT EXISTS (SELECT FROM "products" WHERE "products"."id" = "favorites"."target_id");
