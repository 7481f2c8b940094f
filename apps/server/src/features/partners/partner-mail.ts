import { INVITATION_DAYS } from '@platform/core';
import type { ServiceContext } from '../../context.ts';

export const partnerInvitationUrl = (publicUrl: string, token: string) => `${publicUrl}/partner-uitnodiging/${token}`;

/** The invitation mail; the link (and its token) are secrets the admin outbox hides. */
export function sendPartnerInvitation(
  ctx: Pick<ServiceContext, 'mailer' | 'publicUrl'>,
  mail: { to: string; userId: string | null; partnerName: string; inviterName: string; token: string },
) {
  const url = partnerInvitationUrl(ctx.publicUrl, mail.token);
  return ctx.mailer.send({
    kind: 'partner_invitation',
    to: mail.to,
    userId: mail.userId,
    subject: `Uitnodiging: partner ${mail.partnerName}`,
    text: [
      'Hallo,',
      '',
      `${mail.inviterName} nodigt je uit om de partnerpagina van ${mail.partnerName} te beheren.`,
      'Open deze link om de uitnodiging aan te nemen (log in of maak een account aan met dit e-mailadres):',
      url,
      '',
      `De link werkt ${INVITATION_DAYS} dagen.`,
    ].join('\n'),
    secrets: [url, mail.token],
  });
}
