-- Custom SQL migration file, put your code below! --
-- Data step (ADR 033): a place's photos were plain URL strings; each becomes an object with a new stable id, the same
-- URL, no measured size and an empty alt text, in the same order. Objects already in the list stay as they are.
UPDATE "coffeeshops" SET "photos" = (
	SELECT coalesce(jsonb_agg(
		CASE WHEN jsonb_typeof(e.value) = 'string'
			THEN jsonb_build_object('id', gen_random_uuid()::text, 'url', e.value #>> '{}', 'width', null, 'height', null, 'alt', '')
			ELSE e.value END
		ORDER BY e.position), '[]'::jsonb)
	FROM jsonb_array_elements("coffeeshops"."photos") WITH ORDINALITY AS e(value, position)
) WHERE jsonb_typeof("photos") = 'array' AND jsonb_path_exists("photos", '$[*] ? (@.type() == "string")');
--> statement-breakpoint
UPDATE "venues" SET "photos" = (
	SELECT coalesce(jsonb_agg(
		CASE WHEN jsonb_typeof(e.value) = 'string'
			THEN jsonb_build_object('id', gen_random_uuid()::text, 'url', e.value #>> '{}', 'width', null, 'height', null, 'alt', '')
			ELSE e.value END
		ORDER BY e.position), '[]'::jsonb)
	FROM jsonb_array_elements("venues"."photos") WITH ORDINALITY AS e(value, position)
) WHERE jsonb_typeof("photos") = 'array' AND jsonb_path_exists("photos", '$[*] ? (@.type() == "string")');
