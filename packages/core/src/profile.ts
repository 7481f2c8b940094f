import { z } from 'zod';
import { idSchema } from './ids.ts';
import { MailMessageSchema } from './mail.ts';
import { PersonNameSchema } from './text.ts';

/** What a user may change on the profile tab (spec section 3: names, username; avatar has its own upload). */
export const ProfileUpdateSchema = z.object({
  firstName: PersonNameSchema('Voornaam'),
  lastName: PersonNameSchema('Achternaam'),
  username: z
    .string({ error: 'Gebruikersnaam is verplicht' })
    .trim()
    .min(3, 'Gebruikersnaam moet minimaal 3 tekens hebben')
    .max(30, 'Gebruikersnaam mag maximaal 30 tekens hebben')
    .regex(/^[a-zA-Z0-9._-]+$/, 'Gebruikersnaam mag alleen letters, cijfers, punt, streepje en liggend streepje bevatten'),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** Deleting an account asks the user to type their e-mail address, so it never happens by accident. */
export const DeleteAccountInputSchema = z.object({
  confirmEmail: z
    .string({ error: 'Typ je e-mailadres ter bevestiging' })
    .trim()
    .toLowerCase()
    .min(1, 'Typ je e-mailadres ter bevestiging'),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** The platform e-mails a user received (reservation confirmations, verification outcome, password reset). */
export const UserMailListSchema = z.array(MailMessageSchema);

export const FAVORITE_KINDS = ['coffeeshop', 'product', 'venue'] as const;
export const FavoriteKindSchema = z.enum(FAVORITE_KINDS, { error: 'Kies coffeeshop, product of horecazaak' });
export type FavoriteKind = z.infer<typeof FavoriteKindSchema>;

export const FavoriteInputSchema = z.object({
  kind: FavoriteKindSchema,
  targetId: idSchema('Onbekend item'),
});
export type FavoriteInput = z.infer<typeof FavoriteInputSchema>;

export const FavoriteSchema = z.object({
  kind: FavoriteKindSchema,
  targetId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** In-app link to the item's page. */
  href: z.string(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;
