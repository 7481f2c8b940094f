-- ADR 021: the default patterns gain the promotions art. 3b Opiumwet forbids
-- (amounts in words or as "10,-", an amount per gram, "voor de prijs van",
-- "gratis"), and the discount percentage takes any promotional word. A fresh
-- database gets them from the seed; this brings a database seeded earlier up
-- to date once, without undoing an admin's edits: only the seeded (oldest)
-- patterns row changes; a new pattern is added only when no patterns row has
-- its label yet; the discount pattern is replaced only while it still reads
-- exactly as seeded.
WITH "known" AS (
  SELECT DISTINCT "p"->>'label' AS "label"
  FROM "compliance_guidelines" AS "g",
    jsonb_array_elements(CASE WHEN jsonb_typeof("g"."rules_data"->'patterns') = 'array' THEN "g"."rules_data"->'patterns' ELSE '[]'::jsonb END) AS "p"
  WHERE "g"."guideline_type" = 'patterns'
), "seeded" AS (
  SELECT "id" FROM "compliance_guidelines"
  WHERE "guideline_type" = 'patterns' AND jsonb_typeof("rules_data"->'patterns') = 'array'
  ORDER BY "created_at", "id"
  LIMIT 1
)
UPDATE "compliance_guidelines" AS "g"
SET "rules_data" = jsonb_set(
    "g"."rules_data",
    '{patterns}',
    (
      SELECT coalesce(jsonb_agg(
        CASE
          WHEN "p"->>'label' = 'Kortingspercentage' AND "p"->>'regex' = $rule$(?<![\d.,])\d{1,2}\s?%\s?(?:korting|off|goedkoper|minder)|(?:korting|actie)\s+(?:van\s+)?\d{1,2}\s?%$rule$
            THEN jsonb_set("p", '{regex}', to_jsonb($rule$(?:(?<![\d.,])\d{1,2}(?:[.,]\d+)?|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\s+)?paar|enkele))\s?(?:%|procent)(?:\s+[\p{L}\p{N}'’-]+){0,2}?\s+(?:korting(?:en)?|aanbieding(?:en)?|actie(?:s|prijs|prijzen)?|deals?|sale|voordeel|voordelig(?:er|e)?|goedkoop|goedkop(?:er|ere|e)|off|gratis|promo(?:tie|ties)?|uitverkoop|betalen)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:korting(?:en)?|aanbieding(?:en)?|actie(?:s|prijs|prijzen)?|deals?|sale|voordeel|voordelig(?:er|e)?|goedkoop|goedkop(?:er|ere|e)|off|gratis|promo(?:tie|ties)?|uitverkoop|betalen)(?:\s*:|\s+[\p{L}\p{N}'’-]+){0,3}?\s*(?:(?<![\d.,])\d{1,2}(?:[.,]\d+)?|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\s+)?paar|enkele))\s?(?:%|procent)$rule$::text))
          ELSE "p"
        END ORDER BY "position"), '[]'::jsonb)
      FROM jsonb_array_elements("g"."rules_data"->'patterns') WITH ORDINALITY AS "e"("p", "position")
    ) || (
      SELECT coalesce(jsonb_agg("n" ORDER BY "position"), '[]'::jsonb)
      FROM jsonb_array_elements($rule$[{"label":"Prijs in woorden of notatie","regex":"(?<![\\p{L}\\p{N}])(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\\s+)?paar|enkele)\\s?(?:euro|eurootjes?|eur|piek|pegels|ballen)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?:vijfje|tientje|tientjes|twintigje|geeltje|briefje\\s+van\\s+\\d+)(?![\\p{L}\\p{N}])|(?<![\\d.,])\\d+,(?:-{1,2}|—|–)|(?<![\\p{L}\\p{N}])eur(?:o)?\\s?\\d+|(?<![\\p{L}\\p{N}])prijs(?:je|zen)?\\s*:?\\s*(?:is\\s+|van\\s+|maar\\s+|slechts\\s+)?(?:€\\s?)?\\d+(?:[.,](?:\\d{1,2}|-{1,2}))?(?![\\d.,]*\\s?(?:%|procent))","severity":"high"},{"label":"Prijs per hoeveelheid","regex":"(?<![\\p{L}\\p{N}])(?:€\\s?)?(?:\\d+(?:[.,]\\d{1,2})?|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\\s+)?paar|enkele))(?:,-{1,2})?\\s?(?:euro|eur|€)?\\s?(?:(?:per|p\\/)\\s?|\\/(?!\\s?\\d)\\s?)(?:\\d+(?:[.,]\\d+)?\\s?)?(?:gram|gr|g|joints?|jointjes?|stuks?|zakjes?|ons|kilo)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])per\\s+(?:\\d+(?:[.,]\\d+)?\\s?)?(?:gram|gr|g|joints?|jointjes?|stuks?|zakjes?|ons|kilo)\\s*(?::\\s*(?:€\\s?)?\\d+(?:[.,]\\d{1,2})?(?:,-{1,2})?|(?:voor\\s+|maar\\s+|slechts\\s+)?(?:€\\s?\\d+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?(?:,-{1,2}|\\s?(?:euro|eur|€))|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\\s+)?paar|enkele)\\s?euro))","severity":"high"},{"label":"Actieaanbod","regex":"(?<![\\p{L}\\p{N}])(?:(?:\\d+(?:[.,]\\d{1,2})?|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\\s+)?paar|enkele))\\s+(?:[\\p{L}\\p{N}'’-]+\\s+)?)?voor\\s+de\\s+prijs\\s+van(?:\\s+(?:(?:\\d+(?:[.,]\\d{1,2})?|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\\s+)?paar|enkele))|één|1))?(?:\\s+(?:\\d+(?:[.,]\\d+)?\\s?)?(?:gram|gr|g|joints?|jointjes?|stuks?|zakjes?|ons|kilo))?(?![\\p{L}\\p{N}])|(?<![\\d+])\\d{1,2}\\s?\\+\\s?\\d{1,2}(?![\\d+])(?:\\s+gratis)?|(?<![\\p{L}\\p{N}])(?:\\d+(?:[.,]\\d{1,2})?|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\\s+)?paar|enkele))\\s+(?:halen|kopen|nemen),?\\s+(?:\\d+(?:[.,]\\d{1,2})?|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|(?:een\\s+)?paar|enkele))\\s+betalen(?![\\p{L}\\p{N}])","severity":"high"},{"label":"Gratis of cadeau","regex":"(?<![\\p{L}\\p{N}])(?:gratis|cadeau(?:tje)?s?|kado(?:otje)?s?|for\\s+free|weggeefactie|giveaway|give-away)(?![\\p{L}\\p{N}])","severity":"high"}]$rule$::jsonb) WITH ORDINALITY AS "a"("n", "position")
      WHERE "n"->>'label' NOT IN (SELECT "label" FROM "known" WHERE "label" IS NOT NULL)
    )
  ),
  "updated_at" = now()
WHERE "g"."id" IN (SELECT "id" FROM "seeded");
