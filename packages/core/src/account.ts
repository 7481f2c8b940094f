import { z } from 'zod';
import { ACCOUNT_STATUSES, ageOn, VERIFICATION_STATUSES } from './account-status.ts';
import { MINIMUM_AGE } from './constants.ts';
import { PersonNameSchema } from './text.ts';

export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);

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
