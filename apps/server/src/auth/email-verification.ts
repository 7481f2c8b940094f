import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailMessages, users } from '../db/schema/index.ts';
import { ForbiddenError } from '../platform/errors.ts';
import type { Mailer } from '../platform/mail.ts';

/*
 * E-mail verification (ADR 060). Sign-up proves nothing about an address, so a new account confirms it through a
 * mailed link before it signs in, and everything the platform matches by e-mail address (invitations, roster mails,
 * a place's owner) only reaches an account whose address is confirmed.
 */

/** How long a confirmation link works. */
export const VERIFICATION_LINK_HOURS = 24;
/** Confirmation mails per address per hour: "opnieuw sturen" cannot flood someone's mailbox. */
export const VERIFICATION_MAILS_PER_HOUR = 5;
/** Where the link lands: signed in, the auth page moves on; a spent or broken link shows why there. */
export const VERIFIED_LANDING = '/auth?bevestigd=1';

export const CONFIRM_EMAIL_FIRST = 'Bevestig eerst je e-mailadres met de link in je mail. Daarna kun je de uitnodiging aannemen.';

interface VerificationDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
}

/** The confirmation link of a verification token. */
export function verificationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_LANDING)}`;
}

/**
 * Mails the confirmation link, at most VERIFICATION_MAILS_PER_HOUR times an hour per address (quietly none beyond:
 * the answer is the same for every address). The mail goes to the address only, never into an in-app mailbox: the
 * account is what is not proven yet. Admins see it in the outbox (they could confirm any account anyway, ADR 060).
 */
export async function sendVerificationMail(
  deps: VerificationDeps,
  user: { id: string; email: string; name: string; emailVerified?: boolean },
  token: string,
): Promise<void> {
  const [current] = await deps.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
  if (!current || current.verified) return;
  const hourAgo = new Date(deps.now.getTime() - 3600_000);
  const [sent] = await deps.db
    .select({ n: count() })
    .from(mailMessages)
    .where(
      and(eq(mailMessages.kind, 'email_verification'), eq(mailMessages.to, user.email), gt(mailMessages.createdAt, hourAgo)),
    );
  if ((sent?.n ?? 0) >= VERIFICATION_MAILS_PER_HOUR) return;
  const url = verificationUrl(deps.publicUrl, token);
  await deps.mailer.send({
    kind: 'email_verification',
    to: user.email,
    userId: null,
    subject: 'Bevestig je e-mailadres',
    text:
      `Hallo ${user.name},\n\nBevestig je e-mailadres om je account te gebruiken. Open deze link binnen ${VERIFICATION_LINK_HOURS} uur:\n\n${url}\n\n` +
      'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren; zonder bevestiging kan niemand met dit adres inloggen.',
  });
}

/** Whether the account's address is confirmed. */
export async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.verified === true;
}

/** Refuses an account whose address is not confirmed (an older session from before ADR 060) in Dutch. */
export async function requireVerifiedEmail(db: Database, userId: string): Promise<void> {
  if (!(await isEmailVerified(db, userId))) throw new ForbiddenError(CONFIRM_EMAIL_FIRST);
}
