import type { ReviewDecision } from '@platform/core';
import type { OutgoingMail } from '../../platform/mail.ts';

/** The e-mail an applicant gets about the reviewer's decision. */
export function decisionMail(
  publicUrl: string,
  applicant: { id: string; name: string; email: string },
  shopName: string,
  input: ReviewDecision,
  brand: 'coffeeshop' | 'horeca' = 'coffeeshop',
): OutgoingMail {
  const link = `${publicUrl}/onboarding/${brand}`;
  const texts = {
    approve: {
      subject: `Je aanmelding van ${shopName} is goedgekeurd`,
      body: `Je aanmelding is goedgekeurd: ${shopName} staat nu op het platform en jij beheert de zaak.\n\nBekijk je aanmelding: ${link}`,
    },
    changes: {
      subject: `Pas je aanmelding van ${shopName} aan`,
      body: `We hebben je aanmelding bekeken en vragen je een paar dingen aan te passen.\n\nToelichting: ${input.note}\n\nPas je aanmelding aan en dien haar opnieuw in: ${link}`,
    },
    reject: {
      subject: `Je aanmelding van ${shopName} is afgewezen`,
      body: `We kunnen je aanmelding niet goedkeuren.\n\nReden: ${input.note}`,
    },
  }[input.decision];
  return {
    kind: 'onboarding_outcome',
    userId: applicant.id,
    to: applicant.email,
    subject: texts.subject,
    text: `Hallo ${applicant.name},\n\n${texts.body}`,
  };
}
