import { EVENT_CANCEL_LINK_MESSAGE, EVENT_CANCEL_STARTED_MESSAGE, type EventCancelView, isId } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { hashInvitationToken, plausibleToken } from '../../platform/invitations.ts';
import * as q from './events.queries.ts';
import { publicEvent } from './events.service.ts';

// The cancel link of one sign-up (ADR 056): the token is in the confirmation mail only; its hash finds the sign-up.

/** The sign-up of a cancel link, for an event that has not started; anything else is the one Dutch refusal. */
async function signupOfLink(ctx: Pick<ServiceContext, 'db'>, eventId: string, token: string) {
  const row =
    isId(eventId) && plausibleToken(token)
      ? await q.selectSignupByCancelHash(ctx.db, eventId, hashInvitationToken(token))
      : undefined;
  if (!row) throw new NotFoundError(EVENT_CANCEL_LINK_MESSAGE);
  const event = await publicEvent(ctx, eventId);
  if (new Date(event.startsAt).getTime() <= Date.now()) throw new ValidationError(EVENT_CANCEL_STARTED_MESSAGE);
  return { row, event };
}

/** What the cancel page shows: the name on the sign-up and the event (no address: the link may be forwarded). */
export async function cancelView(ctx: Pick<ServiceContext, 'db'>, eventId: string, token: string): Promise<EventCancelView> {
  const { row, event } = await signupOfLink(ctx, eventId, token);
  return { name: row.name, event };
}

/** Cancels the one sign-up of the link; its place is free again at once. A used link is refused (404). */
export async function cancelSignup(ctx: Pick<ServiceContext, 'db'>, eventId: string, token: string): Promise<void> {
  const { row } = await signupOfLink(ctx, eventId, token);
  if ((await q.deleteSignup(ctx.db, row.id)) === 0) throw new NotFoundError(EVENT_CANCEL_LINK_MESSAGE);
}
