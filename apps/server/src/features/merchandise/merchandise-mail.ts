import type { ServiceContext } from '../../context.ts';
import type { merchandiseOrders } from '../../db/schema/index.ts';
import type { ItemRow } from './merchandise.queries.ts';

type OrderMail = { item: ItemRow; sellerName: string | null; order: typeof merchandiseOrders.$inferSelect };

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

function orderLines({ item, order }: OrderMail): string[] {
  return [
    `Artikel: ${item.name}`,
    ...(order.size ? [`Maat: ${order.size}`] : []),
    `Aantal: ${order.quantity}`,
    `Prijs per stuk: ${euro.format(item.priceCents / 100)}`,
  ];
}

/** To each member of the selling partner, or each admin for the platform's items: who wants what, and where to see it. */
export function sendOrderToSeller(
  ctx: Pick<ServiceContext, 'mailer' | 'publicUrl'>,
  recipient: { userId: string; name: string; email: string },
  mail: OrderMail,
) {
  const dashboard = mail.sellerName ? '/partner/dashboard' : '/admin/merchandise';
  return ctx.mailer.send({
    kind: 'merchandise_order',
    to: recipient.email,
    userId: recipient.userId,
    subject: `Nieuwe bestelaanvraag: ${mail.item.name}`,
    text: [
      `Hallo ${recipient.name},`,
      '',
      `${mail.order.name} (${mail.order.email}) wil graag bestellen:`,
      ...orderLines(mail),
      ...(mail.order.message ? ['', 'Bericht:', mail.order.message] : []),
      '',
      'Er is niet betaald: neem zelf contact op over betaling en levering. De voorraad is al verlaagd.',
      `Je ziet de aanvraag ook op je dashboard: ${ctx.publicUrl}${dashboard}`,
    ].join('\n'),
  });
}

/** To the buyer: the request is received and the seller will be in touch. */
export function sendOrderConfirmation(ctx: Pick<ServiceContext, 'mailer'>, mail: OrderMail, userId: string | null) {
  const seller = mail.sellerName ?? 'Het platform';
  return ctx.mailer.send({
    kind: 'merchandise_order_confirmation',
    to: mail.order.email,
    userId,
    subject: `We hebben je bestelaanvraag voor ${mail.item.name} ontvangen`,
    text: [
      `Hallo ${mail.order.name},`,
      '',
      `Bedankt voor je bestelaanvraag. ${seller} neemt contact met je op over betaling en levering.`,
      ...orderLines(mail),
      '',
      'Je hebt nog niets betaald en zit nergens aan vast.',
      'Heb je deze e-mail niet verwacht? Dan heeft iemand anders je e-mailadres ingevuld; je hoeft niets te doen.',
    ].join('\n'),
  });
}
