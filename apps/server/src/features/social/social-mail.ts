import { NETWORK_SPECS, networkNames, type SocialNetwork } from '@platform/core';
import type { OutgoingMail } from '../../platform/mail.ts';
import type { SocialPostRow } from './social.queries.ts';

const when = (at: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

const manageUrl = (publicUrl: string) => `${publicUrl}/social-manager`;

/** To the owner: a manager's post waits for approval. */
export function approvalRequestMail(
  publicUrl: string,
  owner: { id: string; email: string },
  managerName: string,
  placeName: string,
  post: SocialPostRow,
): OutgoingMail {
  return {
    to: owner.email,
    userId: owner.id,
    kind: 'social_approval',
    subject: `Bericht van ${managerName} wacht op je goedkeuring`,
    text: [
      `${managerName} heeft een bericht voor ${placeName} ingediend, gepland op ${when(post.scheduledAt)} voor ${networkNames(post.networks)}:`,
      '',
      post.text,
      '',
      `Keur het goed of stuur het terug in de social manager: ${manageUrl(publicUrl)}`,
    ].join('\n'),
  };
}

/** To the owner at the planned time: the networks without a connector, to post by hand. */
export function manualPostMail(
  publicUrl: string,
  owner: { id: string; email: string },
  placeName: string,
  post: SocialPostRow,
  networks: SocialNetwork[],
  feedUrl: string,
): OutgoingMail {
  const images = post.imageId
    ? networks.map(
        (network) => `- ${NETWORK_SPECS[network].label}: ${publicUrl}/api/social/images/${post.imageId}/${network}.jpg`,
      )
    : [];
  return {
    to: owner.email,
    userId: owner.id,
    kind: 'social_reminder',
    subject: `Nu plaatsen op ${networkNames(networks)}: bericht van ${placeName}`,
    text: [
      `Het is ${when(post.scheduledAt)}: tijd om dit bericht van ${placeName} zelf te plaatsen op ${networkNames(networks)}.`,
      'Voor deze netwerken is geen koppeling ingesteld, dus het platform plaatst het niet zelf.',
      '',
      post.text,
      '',
      ...(images.length > 0 ? ['De foto, al bijgesneden per netwerk:', ...images, ''] : []),
      `Het bericht staat ook in je RSS-feed: ${feedUrl}`,
      `Je planning: ${manageUrl(publicUrl)}`,
    ].join('\n'),
  };
}

/** To the author: the owner sent the post back, with the note. */
export function rejectedMail(
  publicUrl: string,
  author: { id: string; email: string },
  ownerName: string,
  placeName: string,
  post: SocialPostRow,
): OutgoingMail {
  return {
    to: author.email,
    userId: author.id,
    kind: 'social_rejected',
    subject: `${ownerName} heeft je bericht voor ${placeName} teruggestuurd`,
    text: [
      `${ownerName} heeft je bericht voor ${placeName}, gepland op ${when(post.scheduledAt)}, teruggestuurd:`,
      '',
      `“${post.rejectionNote ?? ''}”`,
      '',
      'Je bericht:',
      post.text,
      '',
      `Pas het aan en dien het opnieuw in: ${manageUrl(publicUrl)}`,
    ].join('\n'),
  };
}
