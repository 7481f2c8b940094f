import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { contactMessages } from '../schema/index.ts';
import { insertContactMessage } from './factories.ts';

/** A few messages in the admin inbox (/admin/contact) of the demo, once: a question and two demo requests. */
export async function seedContactMessages(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  if ((row?.n ?? 0) > 0) return 0;
  await insertContactMessage(db);
  await insertContactMessage(db, {
    name: 'Mohammed Amrani',
    email: 'm.amrani@voorbeeld.nl',
    organisation: 'Coffeeshop De Linde',
    phone: '06 23456789',
    message: 'Graag een demo van de digitale schermen. We hebben drie schermen achter de toonbank.',
    product: 'schermen',
  });
  await insertContactMessage(db, {
    name: 'Eva Hoekstra',
    email: 'eva@brasseriezuid.voorbeeld.nl',
    organisation: 'Brasserie Zuid',
    message: 'Wij willen weten of de rapportages ook per week naar de bedrijfsleider gemaild kunnen worden.',
    product: 'rapportages',
    handledAt: new Date(),
  });
  return 3;
}
