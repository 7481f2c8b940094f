-- Mails sent before ADR 017 carry their secret links without a record of them:
-- mark every link in the kinds that hold one (reset links, a guest's manage link)
-- as secret, so the admin outbox redacts them too.
UPDATE "mail_messages"
SET "secrets" = COALESCE(
  (SELECT jsonb_agg(DISTINCT m[1]) FROM regexp_matches("text", '(https?://[^[:space:]]+)', 'g') AS m),
  '[]'::jsonb
)
WHERE "kind" IN ('password_reset', 'reservation_confirmation') AND "secrets" = '[]'::jsonb;
