import {
  type ContactInput,
  ContactInputSchema,
  type ContactMessage,
  DEFAULT_CONTACT_MESSAGES_PER_HOUR,
  ERROR_CODES,
  findProduct,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { rateLimitOf, readSettings } from '../../platform/settings.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { countHit } from '../horeca/index.ts';
import * as q from './marketing.queries.ts';

/** Contact messages (attempts, honeypot hits included) per client address per hour, unless a superadmin set another (ADR 077). */
export const CONTACT_MESSAGES_PER_HOUR = DEFAULT_CONTACT_MESSAGES_PER_HOUR;

function toMessage(row: q.ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    phone: row.phone,
    message: row.message,
    product: row.product ?? null,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy ?? null,
  };
}

/**
 * Anyone may write: an address over CONTACT_MESSAGES_PER_HOUR is refused (429, Dutch). A filled honeypot gets the
 * same answer as a person but nothing is stored or sent, so a bot learns nothing. The sender gets a confirmation.
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  input: ContactInput,
  address: string,
  now = Date.now(),
): Promise<{ received: true }> {
  const perHour = await rateLimitOf(ctx.db, 'contactPerHour', CONTACT_MESSAGES_PER_HOUR);
  if ((await countHit(ctx.db, `contact:address:${address}`, 3600, now)) > perHour) {
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      'Er zijn vanaf dit adres te veel berichten verstuurd. Probeer het over een uur opnieuw.',
    );
  }
  const data = ContactInputSchema.parse(input);
  if (data.website.trim() !== '') return { received: true };
  const product = data.product ? findProduct(data.product) : undefined;
  await withTransaction(ctx, async (tx) => {
    await q.insertContactMessage(tx.db, {
      name: data.name,
      email: data.email,
      organisation: data.organisation,
      phone: data.phone,
      message: data.message,
      product: data.product,
    });
    await tx.mailer.send({
      kind: 'contact_confirmation',
      to: data.email,
      userId: ctx.actor?.user.id ?? null,
      subject: product ? `We hebben je demo-aanvraag voor ${product.name} ontvangen` : 'We hebben je bericht ontvangen',
      text: [
        `Hallo ${data.name},`,
        '',
        product
          ? `Bedankt voor je aanvraag van een demo van ${product.name}. We nemen binnen twee werkdagen contact met je op.`
          : 'Bedankt voor je bericht. We reageren binnen twee werkdagen.',
        '',
        'Heb je deze e-mail niet verwacht? Dan heeft iemand anders je e-mailadres ingevuld; je hoeft niets te doen.',
      ].join('\n'),
    });
    // The platform's contact inbox (/admin/advanced, ADR 058) gets a copy when an admin has set one.
    const { contactInbox } = await readSettings(ctx.db);
    if (contactInbox) {
      await tx.mailer.send({
        kind: 'contact_notification',
        to: contactInbox,
        userId: null,
        subject: product ? `Demo-aanvraag ${product.name} van ${data.name}` : `Nieuw contactbericht van ${data.name}`,
        text: [
          `Van: ${data.name} <${data.email}>`,
          data.organisation ? `Organisatie: ${data.organisation}` : '',
          data.phone ? `Telefoon: ${data.phone}` : '',
          '',
          data.message,
          '',
          `Beantwoord en markeer het bericht in ${ctx.publicUrl}/admin/contact.`,
        ]
          .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
          .join('\n'),
      });
    }
  });
  return { received: true };
}

export async function listContactMessages(ctx: ServiceContext, status: 'open' | 'behandeld' | 'alle') {
  requireRole(ctx, 'admin');
  return (await q.selectContactMessages(ctx.db, status)).map(toMessage);
}

export async function markContactHandled(ctx: ServiceContext, id: string, handled: boolean) {
  const actor = requireRole(ctx, 'admin');
  const row = await q.updateContactHandled(ctx.db, id, handled ? actor.user.id : null);
  if (!row) throw new NotFoundError('Dit bericht bestaat niet.');
  return toMessage(row);
}
