import { blockedMessage, DEFAULT_ROLE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@platform/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, profiles, rateLimits, sessions, userRoles, users, verifications } from '../db/schema/index.ts';
import type { BackgroundTasks } from '../platform/background.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import { safeError } from '../platform/safe-error.ts';
import { rateLimitOf } from '../platform/settings.ts';
import { sendVerificationMail, VERIFICATION_LINK_HOURS } from './email-verification.ts';
import { ensureProfile } from './profiles.ts';
import { endResetTokens } from './reset-tokens.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/** Header our server sets from the socket address; clients cannot spoof it (see client-ip.ts). */
export const CLIENT_IP_HEADER = 'x-platform-client-ip';
/** Error code of a refused sign-in by a suspended or banned account; its message is already Dutch. */
export const ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED';
/** Error code of a sign-in refused because the account had too many wrong passwords; `Retry-After` says how long. */
export const ACCOUNT_LOCKED = 'ACCOUNT_LOCKED';

export interface AuthDeps {
  config: Pick<Config, 'publicUrl' | 'trustedOrigins' | 'sessionSecret' | 'trustProxy' | 'authRateLimit'>;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  background: BackgroundTasks;
  /** The clock of the sign-in locks (tests move it instead of waiting). */
  now?: () => Date;
}

/** The e-mail address of a sign-in body, before Better Auth validates it. */
function bodyEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length > 0 ? email : null;
}

export function createAuth({ config, db, mailer, logger, background, now = () => new Date() }: AuthDeps) {
  const throttle = createSignInThrottle(db, now);
  // The superadmin's attempts per window (ADR 077) over AUTH_RATE_LIMIT_MAX, read per request through the settings cache.
  const limit = async () => ({
    window: config.authRateLimit.windowSeconds,
    max: await rateLimitOf(db, 'authAttempts', config.authRateLimit.max),
  });
  return betterAuth({
    appName: 'Platform',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    // Failed sign-ins are expected traffic: keep Better Auth's messages in our log at debug level.
    logger: {
      level: 'warn',
      // Its arguments can hold request values (an e-mail address, a failed query's parameters): errors only, made safe.
      log: (level, message, ...args) =>
        logger[level === 'error' ? 'error' : 'debug'](
          { errors: args.filter((arg) => arg instanceof Error).map((arg) => safeError(arg)), source: 'better-auth' },
          message.split('\nparams:')[0],
        ),
    },
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        birthDate: { type: 'string', required: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Sign-up answers alike for a new and a known address (no session either way; the client signs in next),
      // and the holder of a known address hears about the attempt by e-mail (ADR 017).
      autoSignIn: false,
      // A new account proves its address before it signs in (ADR 060): until then the sign-in answers 403
      // EMAIL_NOT_VERIFIED (and mails a fresh link), so nothing matched by e-mail reaches an unproven account.
      requireEmailVerification: true,
      async onExistingUserSignUp({ user }) {
        await mailer.send({
          kind: 'sign_up_attempt',
          userId: user.id,
          to: user.email,
          subject: 'Iemand probeerde een account te maken met je e-mailadres',
          text:
            `Hallo ${user.name},\n\nIemand probeerde zojuist een nieuw account aan te maken met dit e-mailadres. ` +
            `Je hebt hier al een account, dus er is niets veranderd.\n\n` +
            `Was jij dat? Log dan in, of stel je wachtwoord opnieuw in als je het niet meer weet: ${config.publicUrl}/auth\n\n` +
            'Was jij het niet? Dan hoef je niets te doen.',
        });
      },
      async sendResetPassword({ user, url, token }) {
        // A new link ends the earlier ones, before any mail can fail.
        await endResetTokens(db, user.id, token);
        await mailer.send({
          kind: 'password_reset',
          userId: user.id,
          to: user.email,
          secrets: [url, token],
          subject: 'Stel je wachtwoord opnieuw in',
          text:
            `Hallo ${user.name},\n\nJe hebt gevraagd je wachtwoord opnieuw in te stellen. ` +
            `Open deze link binnen een uur:\n\n${url}\n\nHeb je dit niet gevraagd? Dan kun je deze e-mail negeren.`,
        });
      },
      // Better Auth consumed the link used; any other still open ends too. Whoever read the mail owns the account: its lock ends.
      async onPasswordReset({ user }) {
        await endResetTokens(db, user.id);
        await throttle.clear(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Following the link signs the person in: it reached their mailbox, which is what sign-in asks.
      // The link confirms only: admins can read it in the outbox (mail without SMTP), so it must not open a session.
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_HOURS * 3600,
      async sendVerificationEmail({ user, token }) {
        await sendVerificationMail({ db, mailer, publicUrl: config.publicUrl, now: now() }, user, token);
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': limit,
        '/sign-up/email': limit,
        '/request-password-reset': limit,
        '/send-verification-email': limit,
      },
    },
    advanced: {
      // The one client address of platform/client-address.ts, set by the auth routes (the last proxy hop, not the client's own words).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // Mails (reset link, sign-up attempt) go out after the answer: known and unknown addresses answer alike (ADR 017).
      backgroundTasks: { handler: (task) => background.run(task) },
    },
    hooks: {
      // Each attempt counts towards the account's lock before its password is checked, and a locked account is
      // refused, right password or wrong (ADR 017). Answered, not thrown: a thrown error here would reach
      // Better Auth's own logger as an error on every attempt.
      before: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === '/sign-in/email' ? bodyEmail(ctx.body) : null;
        if (!email) return;
        const seconds = await throttle.beginAttempt(email);
        if (seconds > 0) {
          return new Response(JSON.stringify({ code: ACCOUNT_LOCKED, message: 'Account locked' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) },
          });
        }
      }),
      // The right password clears the count; a wrong one was counted before the check.
      after: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === '/sign-in/email' ? bodyEmail(ctx.body) : null;
        if (!email) return;
        if (!isAPIError(ctx.context.returned)) await throttle.clear(email);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Role and profile from the start: sign-up opens no session (autoSignIn: false), and the seed sets the profile.
          async after(user) {
            await db.insert(userRoles).values({ userId: user.id, role: DEFAULT_ROLE });
            await ensureProfile(db, user.id);
          },
        },
      },
      session: {
        create: {
          // A suspended or banned account gets no session; the reason travels in the error (features/auth/auth.handlers.ts).
          async before(session) {
            const [profile] = await db
              .select({ status: profiles.accountStatus, reason: profiles.statusReason })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (profile && (profile.status === 'suspended' || profile.status === 'banned')) {
              throw new APIError('FORBIDDEN', { code: ACCOUNT_BLOCKED, message: blockedMessage(profile.status, profile.reason) });
            }
          },
          async after(session) {
            await ensureProfile(db, session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
