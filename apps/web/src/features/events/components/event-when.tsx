import type { PublicEvent } from '@platform/core';
import { formatDate, formatTime } from '../../../lib/format.ts';

/** "za 12 december 2026, 19:30–21:30" in the reader's language. */
export function EventWhen({ event }: { event: Pick<PublicEvent, 'startsAt' | 'endsAt'> }) {
  return (
    <time dateTime={event.startsAt}>
      {formatDate(event.startsAt)}, {formatTime(event.startsAt)}–{formatTime(event.endsAt)}
    </time>
  );
}
