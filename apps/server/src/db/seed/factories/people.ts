import type { Role, SignUpInput } from '@platform/core';

/** Deterministic Dutch people for seeds and tests. */
const FIRST_NAMES = ['Sanne', 'Daan', 'Lotte', 'Bram', 'Fleur', 'Joris', 'Noor', 'Thijs', 'Eva', 'Ruben'];
const LAST_NAMES = ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos'];

let sequence = 0;

/** A valid sign-up; `n` picks the person, and the e-mail is unique per call unless given. */
export function buildSignUp(overrides: Partial<SignUpInput> = {}, n = sequence++): SignUpInput {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length] as string;
  const lastName = LAST_NAMES[(n * 3) % LAST_NAMES.length] as string;
  return {
    email: `${firstName.toLowerCase()}.${n}@voorbeeld.nl`,
    password: 'Geheim-wachtwoord-1',
    firstName,
    lastName,
    birthDate: `${1970 + (n % 30)}-0${1 + (n % 9)}-1${n % 10}`,
    ...overrides,
  };
}

export interface DemoAccount extends SignUpInput {
  role: Role;
}

/** Demo accounts, one per role; the README prints these for local use. */
export const DEMO_PASSWORD = 'Demo-wachtwoord-2026';
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'superadmin',
    email: 'superadmin@demo.nl',
    firstName: 'Sophie',
    lastName: 'Hendriks',
    birthDate: '1980-03-14',
    password: DEMO_PASSWORD,
  },
  {
    role: 'admin',
    email: 'admin@demo.nl',
    firstName: 'Mark',
    lastName: 'Willems',
    birthDate: '1985-07-02',
    password: DEMO_PASSWORD,
  },
  {
    role: 'user',
    email: 'gebruiker@demo.nl',
    firstName: 'Lisa',
    lastName: 'Peters',
    birthDate: '1992-11-23',
    password: DEMO_PASSWORD,
  },
  {
    role: 'demo',
    email: 'demo@demo.nl',
    firstName: 'Demo',
    lastName: 'Bezoeker',
    birthDate: '1990-01-01',
    password: DEMO_PASSWORD,
  },
];
