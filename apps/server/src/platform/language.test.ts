import { toEnglish } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './errors.ts';
import { languageFromHeader } from './language.ts';

describe('the language of a request', () => {
  it.each([
    [undefined, 'nl'],
    ['', 'nl'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['nl-NL,nl;q=0.9,en;q=0.8', 'nl'],
    ['de-DE,en;q=0.5', 'en'],
    ['fr-FR', 'nl'],
    ['en;q=0.4,nl;q=0.6', 'nl'],
    ['en;q=0', 'nl'],
    ['*', 'nl'],
  ])('Accept-Language %j gives %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('English messages', () => {
  it('has the reservation and sign-in messages that carry numbers and names', () => {
    expect(
      toEnglish(
        'Te veel mislukte inlogpogingen voor dit account. Probeer het over 2 minuten opnieuw, of stel je wachtwoord opnieuw in.',
      ),
    ).toBe('Too many failed sign-in attempts for this account. Try again in 2 minutes, or reset your password.');
    expect(toEnglish('Online reserveren kan tot 8 personen. Bel 020 123 4567 voor een grotere groep.')).toBe(
      'Online booking is for up to 8 people. Call 020 123 4567 for a larger group.',
    );
    expect(toEnglish('Deze datum bestaat niet. Kies een dag uit de kalender.')).toBe(
      'This date does not exist. Pick a day from the calendar.',
    );
    expect(toEnglish('"Niet gekomen" kan pas na de starttijd (19:00).')).toBe(
      '"No-show" is only possible after the start time (19:00).',
    );
  });

  it('translates known messages and patterns, and leaves unknown ones in Dutch', () => {
    expect(toEnglish('Je bent niet ingelogd. Log in om verder te gaan.')).toBe('You are not signed in. Sign in to continue.');
    expect(toEnglish('Voornaam mag maximaal 80 tekens hebben')).toBe('First name may have at most 80 characters');
    expect(toEnglish('Te veel pogingen. Probeer het over 42 seconden opnieuw.')).toBe(
      'Too many attempts. Try again in 42 seconds.',
    );
    expect(toEnglish('Deze coffeeshop bestaat niet.')).toBe('This item does not exist (any more).');
    expect(toEnglish('Kies een aroma uit de lijst')).toBe('Choose an aroma from the list');
    expect(toEnglish('Je account is geschorst. Reden: Spam')).toBe('Your account is suspended. Reason: Spam');
    expect(toEnglish(new DatabaseUnavailableError().message)).toBe(
      'The database is briefly out of reach. Please try again in a few seconds.',
    );
    expect(toEnglish('Een nog onvertaalde melding')).toBe('Een nog onvertaalde melding');
  });
});
