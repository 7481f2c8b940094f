import { z } from 'zod';
import { MINIMUM_AGE } from './constants.ts';
import { PersonNameSchema } from './text.ts';

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const ACCOUNT_STATUSES = ['pending_verification', 'active', 'suspended', 'banned'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** Whole years between a birth date (YYYY-MM-DD) and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const IsoDateSchema = z
  .string({ error: 'Geboortedatum is verplicht' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Vul een geldige geboortedatum in')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Vul een geldige geboortedatum in');

export const BirthDateSchema = IsoDateSchema.refine(
  (value) => ageOn(value, new Date()) >= MINIMUM_AGE,
  `Je moet ${MINIMUM_AGE} jaar of ouder zijn om een account aan te maken`,
).refine((value) => ageOn(value, new Date()) <= 120, 'Vul een geldige geboortedatum in');

export const EmailSchema = z
  .string({ error: 'E-mailadres is verplicht' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Vul een geldig e-mailadres in'));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PasswordSchema = z
  .string({ error: 'Wachtwoord is verplicht' })
  .min(PASSWORD_MIN_LENGTH, `Wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens hebben`)
  .max(PASSWORD_MAX_LENGTH, `Wachtwoord mag maximaal ${PASSWORD_MAX_LENGTH} tekens hebben`);

export const SignUpInputSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: PersonNameSchema('Voornaam'),
  lastName: PersonNameSchema('Achternaam'),
  birthDate: BirthDateSchema,
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Wachtwoord is verplicht' }).min(1, 'Wachtwoord is verplicht'),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** "Opnieuw sturen": a new confirmation link for the address (ADR 060); the answer is alike for every address. */
export const ResendVerificationInputSchema = z.object({ email: EmailSchema });
export type ResendVerificationInput = z.infer<typeof ResendVerificationInputSchema>;

export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z.object({ password: PasswordSchema });

/** The security tab's form; the server checks it before Better Auth sees it. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string({ error: 'Huidig wachtwoord is verplicht' }).min(1, 'Huidig wachtwoord is verplicht'),
    newPassword: PasswordSchema,
    revokeOtherSessions: z.boolean().default(true),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'Kies een ander wachtwoord dan je huidige',
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** The part of an e-mail address before the @: the default username (spec section 3). */
export function usernameFromEmail(email: string): string {
  return email.split('@')[0] ?? email;
}

export interface VerificationState {
  ageVerified: boolean;
  verificationStatus: VerificationStatus;
  accountStatus: AccountStatus;
}

/** Verified = age verified and verification status verified (spec section 4). */
export function isVerified(state: VerificationState): boolean {
  return state.ageVerified && state.verificationStatus === 'verified';
}

export function isBlocked(state: Pick<VerificationState, 'accountStatus'>): boolean {
  return state.accountStatus === 'suspended' || state.accountStatus === 'banned';
}

/** Whether a verified-only route may open for this account. */
export function passesVerification(state: VerificationState): boolean {
  return !isBlocked(state) && isVerified(state);
}

export const ProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  ageVerified: z.boolean(),
  verificationStatus: VerificationStatusSchema,
  accountStatus: AccountStatusSchema,
  verifiedAt: z.string().nullable(),
  preferredBrand: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
