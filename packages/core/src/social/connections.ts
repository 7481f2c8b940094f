import { z } from 'zod';
import { PLACE_KINDS } from '../place-staff.ts';
import { SOCIAL_NETWORKS, SocialNetworkSchema } from './networks.ts';

/*
 * Owners connecting their own network accounts to a place (issue 20 item 8, ADR 062): an OAuth 2.0
 * authorization-code flow with PKCE per place and network. The tokens stay on the server; a client
 * only ever sees the account's name.
 */

export const SocialConnectParamsSchema = z.object({
  kind: z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' }),
  id: z.string().min(1),
  network: SocialNetworkSchema,
});

/** What the network sends back to the callback: a code and our state, or an error (the owner declined). */
export const OAuthCallbackParamsSchema = z.object({ network: SocialNetworkSchema });
export const OAuthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** Why a connection failed, as the callback reports it to /social-manager (`?koppeling=<network>&fout=<code>`). */
export const CONNECT_FAILURES = ['declined', 'state', 'session', 'exchange', 'noAccount', 'notConfigured', 'forbidden'] as const;
export type ConnectFailure = (typeof CONNECT_FAILURES)[number];

export const SocialConnectionSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  /** The platform has an OAuth app for this network (env); without it the RSS feed and reminder stay. */
  configured: z.boolean(),
  /** The platform's own account for this place (SOCIAL_META_ACCOUNTS, ADR 048), used when the owner connected none. */
  platformAccount: z.boolean(),
  account: z
    .object({
      name: z.string(),
      connectedAt: z.string(),
      /** When the access token runs out without a refresh token: the owner connects again. */
      expiresAt: z.string().nullable(),
    })
    .nullable(),
});
export type SocialConnection = z.infer<typeof SocialConnectionSchema>;

export const SocialConnectionsSchema = z.object({
  /** Only the owner connects or disconnects (an admin may disconnect). */
  canConnect: z.boolean(),
  canDisconnect: z.boolean(),
  networks: z.array(SocialConnectionSchema),
});
export type SocialConnections = z.infer<typeof SocialConnectionsSchema>;

export const ConnectStartSchema = z.object({ authorizeUrl: z.string() });
export type ConnectStart = z.infer<typeof ConnectStartSchema>;

/**
 * LinkedIn's "little text" format reserves these characters in a post's commentary: each is escaped with a
 * backslash, or LinkedIn cuts the text or reads it as a mention or hashtag template.
 */
export function linkedInCommentary(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (character) => `\\${character}`);
}
