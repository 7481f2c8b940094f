/**
 * Events per client address per minute, counted in this process's memory (analytics' events, the map tiles'
 * downloads). Best effort: a count per process (a visitor spread over several servers may send a little more) is
 * enough to keep a flood out, and it costs no database round trip.
 */
export function createAddressWindow(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /** Counts `events` for the address; false when that would pass the limit (and then nothing is counted). */
    take(address: string, events: number): boolean {
      const at = now();
      if (at - windowStart >= 60_000) {
        windowStart = at;
        counts = new Map();
      }
      const used = counts.get(address) ?? 0;
      if (used + events > perMinute) return false;
      counts.set(address, used + events);
      return true;
    },
  };
}
