import { z } from 'zod';
import type { AccountStatus, VerificationState } from './account-status.ts';
import { isBlocked } from './account-status.ts';

/** Identity documents a user may upload (issue: passport, id card, driving licence). */
export const DOCUMENT_KINDS = ['passport', 'id_card', 'driving_licence'] as const;
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, { error: 'Kies paspoort, identiteitskaart of rijbewijs' });
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Days after a decision before the files are deleted; the decision itself stays (AVG: no needless copies). */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 30;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** The document's real type from its first bytes (never from the name or the browser's claim); null when not allowed. */
export function sniffDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Profile changes when a document arrives: back to pending review, unless the account is blocked (then no upload). */
export function stateAfterUpload(state: VerificationState): VerificationState {
  if (isBlocked(state)) throw new Error('Een geblokkeerd account kan geen document uploaden');
  return { ageVerified: state.ageVerified, verificationStatus: 'pending', accountStatus: 'pending_verification' };
}

/** Approval verifies age and identity and activates the account; a block stays. */
export function stateAfterApproval(state: VerificationState): VerificationState {
  return { ageVerified: true, verificationStatus: 'verified', accountStatus: keepBlock(state.accountStatus, 'active') };
}

/** Rejection: not verified; the account waits for a new document. */
export function stateAfterRejection(state: VerificationState): VerificationState {
  return {
    ageVerified: false,
    verificationStatus: 'rejected',
    accountStatus: keepBlock(state.accountStatus, 'pending_verification'),
  };
}

function keepBlock(current: AccountStatus, next: AccountStatus): AccountStatus {
  return current === 'suspended' || current === 'banned' ? current : next;
}

/** Whether a decided document's files are past the retention period. */
export function filesExpired(decidedAt: Date | null, now: Date, retentionDays: number): boolean {
  if (!decidedAt) return false;
  return now.getTime() - decidedAt.getTime() >= retentionDays * 24 * 60 * 60 * 1000;
}

export const DecisionInputSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Kies goedkeuren of afwijzen' }),
    notes: z.string().trim().max(1000, 'Notities mogen maximaal 1000 tekens hebben').default(''),
  })
  .refine((input) => input.decision === 'approve' || input.notes.length > 0, {
    path: ['notes'],
    message: 'Schrijf bij een afwijzing wat de gebruiker moet doen',
  });
export type DecisionInput = z.infer<typeof DecisionInputSchema>;

export const IdentityDocumentSchema = z.object({
  id: z.string(),
  kind: DocumentKindSchema,
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  sizeBytes: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  notes: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** False once the retention job deleted the file. */
  fileAvailable: z.boolean(),
});
export type IdentityDocument = z.infer<typeof IdentityDocumentSchema>;

export const VerificationOverviewSchema = z.object({
  ageVerified: z.boolean(),
  verificationStatus: z.enum(['pending', 'verified', 'rejected']),
  accountStatus: z.enum(['pending_verification', 'active', 'suspended', 'banned']),
  notes: z.string().nullable(),
  documents: z.array(IdentityDocumentSchema),
});
export type VerificationOverview = z.infer<typeof VerificationOverviewSchema>;

export const VerificationQueueItemSchema = IdentityDocumentSchema.extend({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
export type VerificationQueueItem = z.infer<typeof VerificationQueueItemSchema>;

export const VerificationQueueQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES, { error: 'Kies open, goedgekeurd of afgewezen' }).default('pending'),
});
