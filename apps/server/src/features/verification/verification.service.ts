import { randomUUID } from 'node:crypto';
import {
  type DecisionInput,
  type DocumentKind,
  hasRole,
  type IdentityDocument,
  MAX_DOCUMENT_BYTES,
  sniffDocumentType,
  stateAfterApproval,
  stateAfterRejection,
  stateAfterUpload,
  type VerificationOverview,
  type VerificationQueueItem,
} from '@platform/core';
import { requireLogin, requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './verification.queries.ts';

type DocumentRow = q.DocumentRow;

class UnsupportedDocumentError extends AppError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Dit bestandstype wordt niet ondersteund. Upload een JPEG, PNG of PDF.');
  }
}

function toDocument(row: DocumentRow): IdentityDocument {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    notes: row.notes,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    fileAvailable: row.storageKey !== null,
  };
}

/** The signed-in user's verification state and documents, newest first. */
export async function myVerification(ctx: ServiceContext): Promise<VerificationOverview> {
  const actor = requireLogin(ctx);
  const rows = await q.selectOwnDocuments(ctx.db, actor.user.id);
  const { ageVerified, verificationStatus, accountStatus, verificationNotes } = actor.profile;
  return { ageVerified, verificationStatus, accountStatus, notes: verificationNotes, documents: rows.map(toDocument) };
}

/**
 * Stores a document privately (never under a public path) and puts the
 * account back to pending verification. The type comes from the bytes.
 */
export async function uploadDocument(
  ctx: ServiceContext,
  input: { kind: DocumentKind; bytes: Buffer },
): Promise<IdentityDocument> {
  const actor = requireLogin(ctx);
  if (input.bytes.length > MAX_DOCUMENT_BYTES) throw new PayloadTooLargeError();
  const mimeType = sniffDocumentType(input.bytes);
  if (!mimeType) throw new UnsupportedDocumentError();
  const id = randomUUID();
  const storageKey = `identity/${actor.user.id}/${id}`;
  const next = stateAfterUpload(actor.profile);
  await ctx.storage.put(storageKey, input.bytes);
  try {
    const row = await withTransaction(ctx, async (tx) => {
      const inserted = await q.insertDocument(tx.db, {
        id,
        userId: actor.user.id,
        kind: input.kind,
        mimeType,
        sizeBytes: input.bytes.length,
        storageKey,
      });
      const uploadedAt = inserted.submittedAt.toISOString();
      await q.updateProfile(tx.db, actor.user.id, {
        ...next,
        // The spec's map of document type to file, as a reference to the authorised endpoint (not a public URL).
        identityDocuments: {
          ...actor.profile.identityDocuments,
          [input.kind]: `/api/verification/documents/${id}/file`,
          [`${input.kind}_uploaded_at`]: uploadedAt,
        },
        updatedAt: new Date(),
      });
      return inserted;
    });
    return toDocument(row);
  } catch (error) {
    await ctx.storage.remove(storageKey);
    throw error;
  }
}

/** A document's file for its owner or an admin; every view lands in the audit log. */
export async function openDocument(ctx: ServiceContext, documentId: string) {
  const actor = requireLogin(ctx);
  const row = await q.selectDocument(ctx.db, documentId);
  if (!row) throw new NotFoundError('Dit document bestaat niet.');
  const isOwner = row.userId === actor.user.id;
  if (!isOwner && !hasRole(actor.role, 'admin')) throw new ForbiddenError('Je mag alleen je eigen documenten bekijken.');
  const body = row.storageKey ? await ctx.storage.get(row.storageKey) : null;
  if (!body) throw new NotFoundError('Het bestand is verwijderd: de bewaartermijn na de beoordeling is voorbij.');
  await recordAudit(ctx.db, {
    actorId: actor.user.id,
    action: 'verification.view_document',
    targetType: 'identity_document',
    targetId: row.id,
    details: { owner: row.userId, byOwner: isOwner },
  });
  return { body, mimeType: row.mimeType };
}

/** The admin queue: documents of one status, oldest first (pending) or newest first (decided). */
export async function verificationQueue(ctx: ServiceContext, status: DocumentRow['status']): Promise<VerificationQueueItem[]> {
  requireRole(ctx, 'admin');
  const rows = await q.selectQueue(ctx.db, status);
  return rows.map(({ document, user }) => ({ ...toDocument(document), user }));
}

/** Approve or reject a pending document; the user's profile follows, the user gets an e-mail, the audit log a row. */
export async function decideDocument(ctx: ServiceContext, documentId: string, input: DecisionInput): Promise<IdentityDocument> {
  const admin = requireRole(ctx, 'admin');
  const decided = await withTransaction(ctx, async (tx) => {
    const row = await q.lockDocument(tx.db, documentId);
    if (!row) throw new NotFoundError('Dit document bestaat niet.');
    if (row.userId === admin.user.id) throw new ForbiddenError('Je kunt je eigen document niet beoordelen.');
    if (row.status !== 'pending') throw new ConflictError('Over dit document is al besloten.');
    const profile = await q.lockProfile(tx.db, row.userId);
    if (!profile) throw new NotFoundError('Deze gebruiker bestaat niet meer.');
    const now = new Date();
    const approve = input.decision === 'approve';
    const notes = input.notes || null;
    const updated = await q.decidePending(tx.db, row.id, {
      status: approve ? 'approved' : 'rejected',
      notes,
      decidedAt: now,
      decidedBy: admin.user.id,
    });
    await q.updateProfile(tx.db, row.userId, {
      ...(approve ? stateAfterApproval(profile) : stateAfterRejection(profile)),
      verificationNotes: notes,
      verifiedAt: approve ? now : null,
      verifiedBy: approve ? admin.user.id : null,
      updatedAt: now,
    });
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: approve ? 'verification.approve' : 'verification.reject',
      targetType: 'identity_document',
      targetId: row.id,
      details: { user: row.userId, notes },
    });
    const owner = await q.selectOwner(tx.db, row.userId);
    if (owner) {
      // Recorded with the decision: a decision that rolls back sends nothing.
      await tx.mailer.send({
        kind: 'verification_outcome',
        userId: row.userId,
        to: owner.email,
        subject: approve ? 'Je account is geverifieerd' : 'Je verificatie is afgewezen',
        text: approve
          ? `Hallo ${owner.name},\n\nWe hebben je identiteitsdocument gecontroleerd: je account is geverifieerd.\n\nJe document wordt binnen de bewaartermijn verwijderd.`
          : `Hallo ${owner.name},\n\nWe konden je identiteitsdocument niet goedkeuren.\n\nToelichting: ${input.notes}\n\nJe kunt in je profiel een nieuw document uploaden.`,
      });
    }
    return updated as DocumentRow;
  });
  return toDocument(decided);
}
