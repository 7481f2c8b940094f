import { describe, expect, it } from 'vitest';
import { FavoriteInputSchema, ProfileUpdateSchema } from './profile.ts';

describe('ProfileUpdateSchema', () => {
  it('accepts names and a simple username', () => {
    expect(ProfileUpdateSchema.parse({ firstName: ' Fleur ', lastName: 'Visser', username: 'fleur.v' })).toEqual({
      firstName: 'Fleur',
      lastName: 'Visser',
      username: 'fleur.v',
    });
  });
  it('refuses a short or odd username and an empty name in Dutch', () => {
    const result = ProfileUpdateSchema.safeParse({ firstName: '', lastName: 'V', username: 'a b' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Voornaam is verplicht',
      'Gebruikersnaam mag alleen letters, cijfers, punt, streepje en liggend streepje bevatten',
    ]);
    expect(ProfileUpdateSchema.safeParse({ firstName: 'A', lastName: 'B', username: 'ab' }).error?.issues[0]?.message).toBe(
      'Gebruikersnaam moet minimaal 3 tekens hebben',
    );
  });
});

describe('FavoriteInputSchema', () => {
  it('refuses an unknown kind', () => {
    const result = FavoriteInputSchema.safeParse({ kind: 'auto', targetId: '00000000-0000-4000-8000-000000000000' });
    expect(result.error?.issues[0]?.message).toBe('Kies coffeeshop, product of horecazaak');
  });
});
