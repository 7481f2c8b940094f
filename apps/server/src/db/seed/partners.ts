import { addDays, dutchDate, type PartnerKind, type SalaryPeriod, slugify, type VacancyType } from '@platform/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { partners, vacancies, venues } from '../schema/index.ts';

/** Three approved demo partners, so /partners is not empty on a fresh start. No logo: the list shows initials. */
export const SEED_PARTNERS = [
  {
    slug: 'kassapunt-noord',
    name: 'Kassapunt Noord',
    kind: 'kassasysteem',
    region: 'Groningen, Friesland en Drenthe',
    contactEmail: 'info@kassapunt-noord.example',
    website: 'https://www.kassapunt-noord.example',
    description:
      'Kassapunt Noord levert en onderhoudt kassasystemen voor restaurants, cafés en winkels in Noord-Nederland. We installeren de kassa, koppelen de pinautomaat en de keukenprinter en leren je team ermee werken.\n\nBij een storing staat onze servicedesk zeven dagen per week klaar; in de stad Groningen is een monteur meestal dezelfde dag ter plaatse.',
  },
  {
    slug: 'helder-schermen',
    name: 'Helder Schermen',
    kind: 'schermen',
    region: 'Randstad',
    contactEmail: 'info@helder-schermen.example',
    website: 'https://www.helder-schermen.example',
    description:
      'Helder Schermen levert digitale menuborden en informatieschermen voor horecazaken, van één scherm boven de bar tot een complete wand. We hangen ze op, koppelen ze aan je menukaart op het platform en zorgen dat een prijswijziging meteen zichtbaar is.\n\nOnderhoud en vervanging bij een defect regelen we voor een vast bedrag per maand.',
  },
  {
    slug: 'cijferwerk-horeca',
    name: 'Cijferwerk Horeca',
    kind: 'accountant',
    region: 'Noord-Brabant en Limburg',
    contactEmail: 'info@cijferwerk-horeca.example',
    website: 'https://www.cijferwerk-horeca.example',
    description:
      'Cijferwerk Horeca is een administratie- en accountantskantoor voor restaurants, cafés en hotels. We verzorgen de boekhouding, de btw-aangiften, de salarisadministratie volgens de horeca-cao en de jaarrekening.\n\nElk kwartaal bespreken we de cijfers met je: de marge per gerecht, de personeelskosten en wat er beter kan.',
  },
] as const satisfies ReadonlyArray<{
  slug: string;
  name: string;
  kind: PartnerKind;
  region: string;
  contactEmail: string;
  website: string;
  description: string;
}>;

type PartnerSlug = (typeof SEED_PARTNERS)[number]['slug'];

interface SeedVacancy {
  /** Fixed, so the slug (title plus the id's first eight characters, as the app makes it) is the same on every start. */
  id: string;
  /** A seeded partner by slug, or a venue that `seedHoreca` made (never a coffeeshop: no cannabis in job ads). */
  employer: { kind: 'partner'; slug: PartnerSlug } | { kind: 'venue'; plaatsSlug: string; slug: string };
  title: string;
  type: VacancyType;
  hours: [number, number];
  /** Euros; stored in cents. */
  salary: [number, number];
  salaryPeriod: SalaryPeriod;
  /** The partner's town; a venue's vacancy is in the venue's own town. */
  plaats?: string;
  description: string;
  /** Days after the seed day the vacancy closes (30–60), and days before it that it was posted. */
  closesIn: number;
  postedAgo: number;
}

export const SEED_VACANCIES: readonly SeedVacancy[] = [
  {
    id: '5eed7a01-0000-4000-8000-000000000001',
    employer: { kind: 'venue', plaatsSlug: 'amsterdam', slug: 'brasserie-de-kade' },
    title: 'Bediening (parttime)',
    type: 'bijbaan',
    hours: [12, 24],
    salary: [14.5, 15.75],
    salaryPeriod: 'uur',
    description:
      'Voor onze brasserie aan de gracht zoeken we een gastvrije collega in de bediening, vooral op vrijdag, zaterdag en zondag. Je ontvangt gasten, neemt bestellingen op, serveert en rekent af; ervaring is fijn maar niet nodig, want we werken je goed in.\n\nJe krijgt een salaris volgens de horeca-cao, een deel van de fooienpot en een maaltijd tijdens je dienst.',
    closesIn: 35,
    postedAgo: 2,
  },
  {
    id: '5eed7a02-0000-4000-8000-000000000002',
    employer: { kind: 'venue', plaatsSlug: 'utrecht', slug: 'restaurant-de-linde' },
    title: 'Zelfstandig werkend kok',
    type: 'vast',
    hours: [32, 38],
    salary: [15.25, 16.75],
    salaryPeriod: 'uur',
    description:
      'Restaurant De Linde kookt met seizoensproducten van boeren uit de regio. We zoeken een zelfstandig werkend kok die een dienst kan draaien, de mise-en-place op orde houdt en meedenkt over de wisselende kaart.\n\nJe hebt een koksopleiding of een paar jaar ervaring in een à-la-cartekeuken. Wij bieden een vast contract, salaris volgens de horeca-cao en vier avonden per week, nooit op maandag.',
    closesIn: 42,
    postedAgo: 5,
  },
  {
    id: '5eed7a03-0000-4000-8000-000000000003',
    employer: { kind: 'partner', slug: 'kassapunt-noord' },
    title: 'Servicemonteur kassasystemen',
    type: 'vast',
    hours: [32, 40],
    salary: [3000, 3600],
    salaryPeriod: 'maand',
    plaats: 'Groningen',
    description:
      'Als servicemonteur installeer je kassasystemen, pinautomaten en printers bij horecazaken en winkels in Noord-Nederland, en los je storingen op, op locatie of op afstand. Je werkt zelfstandig vanuit een eigen bus en plant je dag samen met de servicedesk.\n\nJe hebt een mbo-opleiding in de techniek of ICT, een rijbewijs B en je legt dingen rustig uit aan klanten. We bieden een vast contract, een bus van de zaak, een telefoon en een laptop.',
    closesIn: 56,
    postedAgo: 1,
  },
  {
    id: '5eed7a04-0000-4000-8000-000000000004',
    employer: { kind: 'partner', slug: 'helder-schermen' },
    title: 'Installateur menuschermen',
    type: 'vast',
    hours: [36, 40],
    salary: [3000, 3450],
    salaryPeriod: 'maand',
    plaats: 'Utrecht',
    description:
      'Je hangt digitale menuborden en informatieschermen op bij restaurants, cafés en hotels in de Randstad, legt de bekabeling aan en test of alles goed met de menukaart is gekoppeld. Bij een defect vervang je het scherm en help je de klant weer op weg.\n\nJe bent handig, werkt netjes en hebt een rijbewijs B. Ervaring met audiovisuele installaties is een pré; we leiden je verder zelf op.',
    closesIn: 31,
    postedAgo: 8,
  },
  {
    id: '5eed7a05-0000-4000-8000-000000000005',
    employer: { kind: 'partner', slug: 'cijferwerk-horeca' },
    title: 'Assistent-accountant horeca',
    type: 'vast',
    hours: [24, 36],
    salary: [2900, 3700],
    salaryPeriod: 'maand',
    plaats: "'s-Hertogenbosch",
    description:
      'Je verwerkt de boekhouding van een vaste groep horecaklanten, bereidt btw-aangiften voor en helpt bij de jaarrekening. Je bent het eerste aanspreekpunt voor ondernemers met vragen over hun cijfers.\n\nJe hebt een mbo- of hbo-opleiding in de bedrijfsadministratie of accountancy; kennis van de horeca is een pré. Je werkt deels thuis en krijgt tijd en budget voor een vervolgopleiding.',
    closesIn: 49,
    postedAgo: 3,
  },
];

const DAY = 86_400_000;

/** A seeded vacancy's slug: as `postVacancy` makes it, the title and the id's first eight characters. */
export const seedVacancySlug = (vacancy: Pick<SeedVacancy, 'id' | 'title'>) =>
  `${slugify(vacancy.title) || 'vacature'}-${vacancy.id.slice(0, 8)}`;

/** The employer id and town of a seeded vacancy, or undefined when its employer does not exist here. */
async function employerOf(db: Database, vacancy: SeedVacancy, partnerIds: Map<string, string>) {
  const { employer } = vacancy;
  if (employer.kind === 'partner') {
    const id = partnerIds.get(employer.slug);
    return id && vacancy.plaats ? { id, plaats: vacancy.plaats } : undefined;
  }
  const [venue] = await db
    .select({ id: venues.id, plaats: venues.plaats })
    .from(venues)
    .where(and(eq(venues.plaatsSlug, employer.plaatsSlug), eq(venues.slug, employer.slug)));
  return venue;
}

/**
 * Demo partners (approved) and open vacancies of them and of two seeded venues, so /partners and /vacatures show
 * something on a fresh start. Idempotent: a partner (by slug) or vacancy (by id or slug) that exists, perhaps edited,
 * stays as it is.
 * Returns the number of rows made.
 */
export async function seedPartnersAndVacancies(db: Database, now = new Date()): Promise<number> {
  const madePartners = await db
    .insert(partners)
    .values(SEED_PARTNERS.map((partner) => ({ ...partner, status: 'approved' as const })))
    .onConflictDoNothing({ target: partners.slug })
    .returning({ id: partners.id });
  const rows = await db
    .select({ id: partners.id, slug: partners.slug })
    .from(partners)
    .where(
      inArray(
        partners.slug,
        SEED_PARTNERS.map((partner) => partner.slug),
      ),
    );
  const partnerIds = new Map(rows.map((row) => [row.slug, row.id]));
  const today = dutchDate(now);
  const values: Array<typeof vacancies.$inferInsert> = [];
  for (const vacancy of SEED_VACANCIES) {
    const employer = await employerOf(db, vacancy, partnerIds);
    if (!employer) continue;
    values.push({
      id: vacancy.id,
      employerKind: vacancy.employer.kind,
      employerId: employer.id,
      slug: seedVacancySlug(vacancy),
      title: vacancy.title,
      type: vacancy.type,
      hoursMin: vacancy.hours[0],
      hoursMax: vacancy.hours[1],
      salaryMinCents: Math.round(vacancy.salary[0] * 100),
      salaryMaxCents: Math.round(vacancy.salary[1] * 100),
      salaryPeriod: vacancy.salaryPeriod,
      plaats: employer.plaats,
      description: vacancy.description,
      closingDate: addDays(today, vacancy.closesIn),
      createdAt: new Date(now.getTime() - vacancy.postedAgo * DAY),
      updatedAt: new Date(now.getTime() - vacancy.postedAgo * DAY),
    });
  }
  const madeVacancies =
    values.length === 0 ? [] : await db.insert(vacancies).values(values).onConflictDoNothing().returning({ id: vacancies.id });
  return madePartners.length + madeVacancies.length;
}
