/**
 * Dutch wall-clock date and time of an instant without Intl. The first `Intl.DateTimeFormat` with a time zone loads
 * ICU's calendar and zone data: ≈ 35 ms on a fast machine, over 100 ms on a phone, inside whichever render or module
 * asks first (issue 21, ADR 084). Europe/Amsterdam follows the EU's summer-time rule since 1996: CEST (UTC+2) from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, CET (UTC+1) otherwise.
 * `dutch-clock.test.ts` compares this with Intl over every quarter hour of several years, so a change of the rule in
 * the time zone data fails the build; outside 1996–2099 callers use Intl.
 */

/** 01:00 UTC on the last Sunday of `month` (0-based): when the EU's summer time starts (March) or ends (October). */
function summerTimeSwitch(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const two = (value: number) => String(value).padStart(2, '0');

/** The Dutch date ('YYYY-MM-DD') and time ('HH:MM') of `at`, or null outside 1996–2099 (or an invalid date). */
export function plainDutchClock(at: Date): { date: string; time: string } | null {
  const time = at.getTime();
  const year = at.getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return null;
  const summer = time >= summerTimeSwitch(year, 2) && time < summerTimeSwitch(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * 3_600_000);
  return {
    date: `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
}
