-- ADR 070: places that had an owner before plans were enforced (ADR 058, 069) keep every module they used, once.
-- Places owned later start without a plan and choose one on /abonnementen.
INSERT INTO "place_subscriptions" ("place_kind", "place_id", "plan", "modules")
SELECT 'coffeeshop', "id", 'compleet', ARRAY['menubeheer','menu-import','rapportages','schermen','personeelsplanner','sociale-media','contentbeheer','assistenten','websitebouwer','koppelingen']
FROM "coffeeshops" WHERE "owner_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "place_subscriptions" ("place_kind", "place_id", "plan", "modules")
SELECT 'venue', "id", 'compleet', ARRAY['menubeheer','menu-import','rapportages','schermen','personeelsplanner','sociale-media','contentbeheer','assistenten','websitebouwer','koppelingen']
FROM "venues" WHERE "owner_id" IS NOT NULL
ON CONFLICT DO NOTHING;
