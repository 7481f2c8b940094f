import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { horecaKeys } from '../api/keys.ts';

/**
 * Live updates for /horeca-manager: the server says which day of the venue
 * changed (a guest booked, changed or cancelled; a colleague acted) and that
 * day's list and timeline are fetched again; after `resync`, every day. EventSource reconnects by itself.
 */
export function useVenueEvents(venueId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!venueId) return;
    const events = new EventSource(`/api/horeca/manage/venues/${encodeURIComponent(venueId)}/events`);
    events.addEventListener('reservations', (event) => {
      void queryClient.invalidateQueries({ queryKey: horecaKeys.day(venueId, (event as MessageEvent<string>).data) });
    });
    // The server may have missed changes (its database connection came back): every day of the venue again.
    events.addEventListener('resync', () => {
      void queryClient.invalidateQueries({ queryKey: horecaKeys.venueDays(venueId) });
    });
    return () => events.close();
  }, [venueId, queryClient]);
}
