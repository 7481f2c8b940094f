import type { Database } from '../../client.ts';
import { contactMessages } from '../../schema/index.ts';

export type ContactMessageInsert = typeof contactMessages.$inferInsert;

/** An insert-ready contact message, as the contact form stores one: a general question from a café owner. */
export function buildContactMessage(overrides: Partial<ContactMessageInsert> = {}): ContactMessageInsert {
  return {
    name: 'Sanne de Jong',
    email: 'sanne.dejong@voorbeeld.nl',
    organisation: 'Café Het Hoekje',
    phone: '',
    message: 'Kunnen we de menukaart ook op een scherm bij de bar tonen? We hebben één zaak in Haarlem.',
    product: null,
    ...overrides,
  };
}

export async function insertContactMessage(db: Database, overrides: Partial<ContactMessageInsert> = {}) {
  const [row] = await db.insert(contactMessages).values(buildContactMessage(overrides)).returning();
  if (!row) throw new Error('contactbericht niet aangemaakt');
  return row;
}
