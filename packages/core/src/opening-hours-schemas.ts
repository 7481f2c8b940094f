import { z } from 'zod';

const Time = z.string({ error: 'Gebruik uu:mm' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Gebruik uu:mm');
/** One opening period as entered: two times that differ (closing at or before opening runs past midnight). */
export const OpeningPeriodSchema = z.object({ open: Time, close: Time }).refine((period) => period.open !== period.close, {
  message: 'Openen en sluiten kunnen niet op hetzelfde moment',
});
