import { formatEuro, type Plan } from '@platform/core';
import type { Mailer } from '../../platform/mail.ts';

/** One plan choice to be paid: the amounts are in euro cents, btw (21 %) already split out. */
export interface PaymentRequest {
  invoiceNumber: string;
  plan: Plan;
  placeName: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  customer: { userId: string; name: string; email: string };
}

/**
 * How a plan is paid (ADR 051). Runs inside the transaction that records the plan: a provider that throws
 * leaves no plan, no invoice and no mail behind. A payment service (Mollie, Stripe) implements the same shape.
 */
export interface PaymentProvider {
  name: string;
  charge(request: PaymentRequest, mailer: Mailer): Promise<{ reference: string }>;
}

/** The default: a Dutch invoice by e-mail, to be paid by bank transfer within 14 days. */
export const invoiceMailProvider: PaymentProvider = {
  name: 'factuur-per-mail',
  async charge(request, mailer) {
    await mailer.send({
      kind: 'subscription_invoice',
      to: request.customer.email,
      userId: request.customer.userId,
      subject: `Factuur ${request.invoiceNumber}: abonnement ${request.plan.name}`,
      text: [
        `Hallo ${request.customer.name},`,
        '',
        `Bedankt voor je keuze voor het abonnement ${request.plan.name} voor ${request.placeName}.`,
        'De modules van dit abonnement staan nu aan.',
        '',
        `Factuurnummer: ${request.invoiceNumber}`,
        `Abonnement ${request.plan.name}, per maand: ${formatEuro(request.netCents)}`,
        `Btw 21%: ${formatEuro(request.vatCents)}`,
        `Totaal inclusief btw: ${formatEuro(request.totalCents)}`,
        '',
        `Maak het bedrag binnen 14 dagen over onder vermelding van ${request.invoiceNumber}.`,
        'Je kunt je abonnement maandelijks opzeggen via de pagina Abonnementen.',
      ].join('\n'),
    });
    return { reference: request.invoiceNumber };
  },
};
