import { api } from '../../../lib/api-client.ts';

/** Trades the code shown on a new screen for its token; the pairing form calls it directly. */
export const pairScreen = (code: string) =>
  api<{ token: string; coffeeshopId: string }>('/api/screens/pair', { method: 'POST', body: { code } });
