import { z } from 'zod';
import { MENU_IMPORT_LIMITS } from '../menu-import/limits.ts';
import { DEFAULT_CV_RETENTION_DAYS } from '../vacancies.ts';
import { DEFAULT_DOCUMENT_RETENTION_DAYS } from '../verification.ts';

/**
 * Retention periods and rate limits as platform settings (ADR 077, on ADR 058). A stored value of `null` means "the
 * server's default": the environment variable where one exists (DOCUMENT_RETENTION_DAYS, CV_RETENTION_DAYS,
 * AUTH_RATE_LIMIT_MAX, BOOKING_RATE_LIMIT_MAX, BOOKING_RATE_LIMIT_EMAIL_MAX), else the built-in value below. The
 * bounds are the legal and practical limits an admin may choose within; the page explains them.
 */

/** Single analytics events are kept this many days; their daily counts stay (ADR 061). */
export const DEFAULT_ANALYTICS_EVENT_DAYS = 35;
/** Contact messages (attempts, honeypot hits included) per client address per hour. */
export const DEFAULT_CONTACT_MESSAGES_PER_HOUR = 5;
/** Built-in defaults of the rate limits that have an environment variable (config.ts); the server passes its own. */
export const DEFAULT_AUTH_ATTEMPTS = 10;
export const DEFAULT_BOOKINGS_PER_ADDRESS = 10;
export const DEFAULT_BOOKINGS_PER_EMAIL = 5;

interface Bound {
  min: number;
  max: number;
  /** The Dutch message of a value outside min–max (or not a whole number). */
  message: string;
}

export const RETENTION_BOUNDS = {
  /** AVG art. 5(1)(c)/(e): a copy of an identity document only as long as the check needs; at most 90 days. */
  identityDocumentsDays: { min: 0, max: 90, message: 'Kies voor identiteitsdocumenten 0 tot 90 dagen' },
  /** Autoriteit Persoonsgegevens: a CV at most 4 weeks after the procedure, with consent up to a year. */
  cvDays: { min: 28, max: 365, message: 'Kies voor cv’s 28 tot 365 dagen' },
  /** Raw events (no IP, daily-rotating hash); at least 2 days so the nightly roll-up counts them first. */
  analyticsEventsDays: { min: 2, max: 400, message: 'Kies voor analytics-gebeurtenissen 2 tot 400 dagen' },
  /** Uploaded menus and their page images. */
  // At least a day: an owner may still be checking an import's result against its file (the purge looks at age only).
  menuImportFilesHours: { min: 24, max: 720, message: 'Kies voor menu-importbestanden 24 tot 720 uur' },
} as const satisfies Record<string, Bound>;

export const RATE_LIMIT_BOUNDS = {
  /** Sign-in, sign-up, password-reset and verification-mail attempts per client address per auth window. */
  authAttempts: { min: 3, max: 100, message: 'Kies voor inlogpogingen 3 tot 100 per venster' },
  bookingsPerAddress: { min: 1, max: 100, message: 'Kies voor reserveringen per adres 1 tot 100' },
  bookingsPerEmail: { min: 1, max: 50, message: 'Kies voor reserveringen per e-mailadres 1 tot 50' },
  contactPerHour: { min: 1, max: 50, message: 'Kies voor contactberichten 1 tot 50 per uur' },
} as const satisfies Record<string, Bound>;

export type RetentionKey = keyof typeof RETENTION_BOUNDS;
export type RateLimitKey = keyof typeof RATE_LIMIT_BOUNDS;

/** A whole number within the bounds, or null for the server's default. */
function bounded({ min, max, message }: Bound) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullable();
}

function objectOf<K extends string>(bounds: Record<K, Bound>, message: string) {
  return z.object(
    Object.fromEntries(Object.entries<Bound>(bounds).map(([key, bound]) => [key, bounded(bound)])) as Record<
      K,
      ReturnType<typeof bounded>
    >,
    { error: message },
  );
}

export const RetentionSettingsSchema = objectOf(RETENTION_BOUNDS, 'Vul de bewaartermijnen in');
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

export const RateLimitSettingsSchema = objectOf(RATE_LIMIT_BOUNDS, 'Vul de limieten in');
export type RateLimitSettings = z.infer<typeof RateLimitSettingsSchema>;

/** No overrides: every period and limit is the server's default. */
export const DEFAULT_RETENTION_SETTINGS: RetentionSettings = {
  identityDocumentsDays: null,
  cvDays: null,
  analyticsEventsDays: null,
  menuImportFilesHours: null,
};
export const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings = {
  authAttempts: null,
  bookingsPerAddress: null,
  bookingsPerEmail: null,
  contactPerHour: null,
};

/** The values in force when nothing is stored: the server's environment or built-in defaults. */
export interface OperationalDefaults {
  retention: Record<RetentionKey, number>;
  rateLimits: Record<RateLimitKey, number>;
}

/** The built-in defaults (no environment variables set). */
export const BUILT_IN_OPERATIONAL_DEFAULTS: OperationalDefaults = {
  retention: {
    identityDocumentsDays: DEFAULT_DOCUMENT_RETENTION_DAYS,
    cvDays: DEFAULT_CV_RETENTION_DAYS,
    analyticsEventsDays: DEFAULT_ANALYTICS_EVENT_DAYS,
    menuImportFilesHours: MENU_IMPORT_LIMITS.retentionHours,
  },
  rateLimits: {
    authAttempts: DEFAULT_AUTH_ATTEMPTS,
    bookingsPerAddress: DEFAULT_BOOKINGS_PER_ADDRESS,
    bookingsPerEmail: DEFAULT_BOOKINGS_PER_EMAIL,
    contactPerHour: DEFAULT_CONTACT_MESSAGES_PER_HOUR,
  },
};

export const OperationalDefaultsSchema = z.object({
  retention: z.record(z.string(), z.number()),
  rateLimits: z.record(z.string(), z.number()),
});
