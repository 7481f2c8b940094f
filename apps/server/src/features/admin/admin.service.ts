import { OUTBOX_PAGE_SIZE, type OutboxPage, type OutboxQuery } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { findAttachment, redactAttachment, redactMail, toMailMessage } from '../../platform/mail.ts';
import { selectMailPage } from './admin.queries.ts';

export async function listOutbox(ctx: ServiceContext, input: OutboxQuery): Promise<OutboxPage> {
  requireRole(ctx, 'admin');
  const { rows, total } = await selectMailPage(ctx.db, {
    to: input.to,
    limit: OUTBOX_PAGE_SIZE,
    offset: (input.page - 1) * OUTBOX_PAGE_SIZE,
  });
  return {
    // Admins are not the recipients: reset and manage links stay hidden (ADR 017).
    items: rows.map((row) => toMailMessage(redactMail(row))),
    total,
    page: input.page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}

export async function outboxAttachment(ctx: ServiceContext, mailId: string, index: number) {
  requireRole(ctx, 'admin');
  const found = await findAttachment(ctx.db, mailId, index);
  if (!found) throw new NotFoundError('Deze bijlage bestaat niet.');
  return redactAttachment(found.attachment, found.secrets);
}
