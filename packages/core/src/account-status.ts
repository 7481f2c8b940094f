// Zod-free: the app shell checks an account's state on every page, and zod stays out of public pages' first load
// (ADR 067). The account's schemas are in account.ts.
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ACCOUNT_STATUSES = ['pending_verification', 'active', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Whole years between a birth date (YYYY-MM-DD) and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

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
