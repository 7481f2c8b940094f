import { z } from 'zod';

/** `pending`: recorded with the change that caused it, waiting for the send job. */
export const MAIL_STATUSES = ['pending', 'outbox', 'sent', 'failed'] as const;

/** What a platform e-mail is about; each has a label on /email-dashboard and in the outbox. */
export const MAIL_KINDS = [
  'password_reset',
  'verification_outcome',
  'reservation_confirmation',
  'reservation_cancelled',
  'reservation_reminder',
  'sign_up_attempt',
  'reservation_venue_notice',
  'onboarding_outcome',
  'staff_invitation',
  'partner_invitation',
  'vacancy_application',
  'social_approval',
  'social_reminder',
  'social_rejected',
  'contact_confirmation',
  'contact_notification',
  'subscription_invoice',
  'staff_roster',
  'event_signup',
  'merchandise_order',
  'merchandise_order_confirmation',
  'weekly_report',
  'email_verification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MailMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const OUTBOX_PAGE_SIZE = 25;

export const OutboxQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Pagina moet een getal zijn' })
    .int('Pagina moet een heel getal zijn')
    .min(1, 'Pagina begint bij 1')
    .default(1),
  to: z.string().trim().max(200, 'Maximaal 200 tekens').optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxPageSchema = z.object({
  items: z.array(MailMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

/** Path of one attachment of a stored mail: /…/mails/{id}/attachments/{index}. */
export const MailAttachmentParamsSchema = z.object({
  id: z.string().min(1),
  index: z.coerce.number({ error: 'Onbekende bijlage' }).int('Onbekende bijlage').min(0, 'Onbekende bijlage'),
});
