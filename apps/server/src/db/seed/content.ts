import { dutchWallClock } from '@platform/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, contentPosts, events, venues } from '../schema/index.ts';
import { insertEvent, insertPost } from './factories.ts';

/** Fixed ids, so links in the docs and the layout test reach the demo event. */
export const SEED_EVENT_IDS = {
  infoavond: '5eed0000-0000-4000-8000-00000000e001',
  webinar: '5eed0000-0000-4000-8000-00000000e002',
  proeverij: '5eed0000-0000-4000-8000-00000000e003',
} as const;
export const SEED_BLOG_SLUG = 'zo-werkt-het-wietexperiment-in-breda-en-tilburg';
export const SEED_NEWS_SLUG = 'nieuwe-regels-voor-coffeeshopreclame-in-2027';
/** A standalone page of the platform (ADR 056), public at /pagina/{slug}. */
export const SEED_PAGE_SLUG = 'over-het-platform';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A Dutch evening `days` from today at `time` (the seed runs at any hour). */
function evening(days: number, time: number): Date {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * DAY));
  return dutchWallClock(date, time) ?? new Date(Date.now() + days * DAY);
}

const POSTS = [
  {
    kind: 'page' as const,
    brand: 'hospitality' as const,
    slug: SEED_PAGE_SLUG,
    title: 'Over het platform',
    summary: 'Wie we zijn, wat we doen en hoe we met informatie over coffeeshops omgaan.',
    body: '<p>Dit platform helpt coffeeshops en horecazaken in Nederland hun menu, openingstijden en nieuws duidelijk te laten zien, en helpt bezoekers de juiste informatie te vinden.</p><h2>Wat we doen</h2><ul><li>Menubeheer en menuschermen voor zaken.</li><li>Reserveren, evenementen en nieuws op één plek.</li><li>Een compliancecheck voor alles wat over cannabis verschijnt: informeren mag, aanprijzen niet.</li></ul><p>Vragen? Neem contact op via de contactpagina.</p>',
    publishAt: daysAgo(40),
    authorName: 'Redactie',
  },
  {
    kind: 'blog' as const,
    slug: SEED_BLOG_SLUG,
    title: 'Zo werkt het wietexperiment in Breda en Tilburg',
    summary: 'Wat verandert er voor bezoekers nu de coffeeshops alleen nog gereguleerde cannabis verkopen?',
    body: '<p>Sinds de overgangsfase voorbij is, verkopen de coffeeshops in Breda en Tilburg alleen nog cannabis van de aangewezen telers. Voor bezoekers verandert er weinig aan de deur: je bent 18 jaar of ouder, je laat een geldig identiteitsbewijs zien en de huisregels blijven gelden.</p><h2>Wat is er anders?</h2><ul><li>Elk product komt van een teler met een vergunning en wordt in een laboratorium getest.</li><li>Op de verpakking staan het THC- en CBD-gehalte.</li><li>De gemeente en het WODC volgen het experiment en publiceren de resultaten.</li></ul><p>Meer weten? Op de pagina’s van de telers lees je wie er in jouw regio levert.</p>',
    publishAt: daysAgo(12),
    authorName: 'Redactie Kaartwijs',
  },
  {
    kind: 'blog' as const,
    slug: 'vijf-dingen-die-je-moet-weten-over-het-ingezetenencriterium',
    title: 'Vijf dingen die je moet weten over het ingezetenencriterium',
    summary: 'Welke gemeenten het toepassen, wat het betekent voor toeristen en hoe coffeeshops ermee omgaan.',
    body: '<p>Het ingezetenencriterium bepaalt dat alleen inwoners van Nederland een coffeeshop mogen bezoeken. Niet elke gemeente handhaaft het even streng.</p><ol><li>De burgemeester beslist per gemeente.</li><li>In de grensregio wordt het vaker toegepast.</li><li>Amsterdam past het niet toe.</li><li>Coffeeshops vragen naar een identiteitsbewijs met een Nederlands adres.</li><li>De huisregels van de coffeeshop staan op zijn pagina.</li></ol>',
    publishAt: daysAgo(30),
    authorName: 'Sanne de Vries',
  },
  {
    kind: 'blog' as const,
    brand: 'hospitality' as const,
    slug: 'zo-vul-je-je-terras-op-een-regenachtige-dag',
    title: 'Zo vul je je terras op een regenachtige dag',
    summary: 'Overkappingen, heaters en een slim reserveringsbeleid voor de Nederlandse zomer.',
    body: '<p>Een Nederlands terras draait op het weer. Met een paar keuzes haal je ook op een grijze dag gasten binnen.</p><h2>Tips van horecaondernemers</h2><ul><li>Laat gasten online een plek onder de overkapping reserveren.</li><li>Zet je menukaart met seizoensgerechten bovenaan.</li><li>Vertel op je pagina dat het terras verwarmd is.</li></ul>',
    publishAt: daysAgo(5),
    authorName: 'Redactie Foodee',
  },
  {
    kind: 'news' as const,
    slug: SEED_NEWS_SLUG,
    title: 'Nieuwe regels voor coffeeshopreclame in 2027',
    summary: 'Het kabinet scherpt de regels voor uitingen van coffeeshops online aan.',
    body: '<p>Vanaf 1 januari 2027 gelden strengere regels voor wat coffeeshops online mogen laten zien. Informatie over openingstijden, huisregels en het assortiment blijft toegestaan; aanprijzen niet.</p><blockquote>Informeren mag, verleiden niet.</blockquote><p>Op dit platform gaat elk bericht voor coffeeshops al langs een compliancecheck.</p>',
    publishAt: daysAgo(2),
    authorName: 'Redactie Kaartwijs',
  },
  {
    kind: 'news' as const,
    slug: 'menuschermen-nu-ook-met-allergenen-voor-horeca',
    title: 'Menuschermen nu ook met allergenen voor horeca',
    summary: 'Horecazaken tonen de veertien allergenen voortaan direct op hun schermen.',
    brand: 'hospitality' as const,
    body: '<p>Horecazaken die hun menukaart op het platform bijhouden, tonen de allergenen per gerecht nu ook op hun schermen in de zaak. Gasten zien in één oogopslag wat er in een gerecht zit.</p>',
    publishAt: daysAgo(1),
    authorName: 'Redactie Foodee',
  },
  {
    kind: 'news' as const,
    slug: 'evaluatie-experiment-gesloten-coffeeshopketen-verschijnt-in-het-voorjaar',
    title: 'Evaluatie experiment gesloten coffeeshopketen verschijnt in het voorjaar',
    summary: 'De onderzoekers publiceren hun tussenrapport; wij vatten het samen.',
    body: '<p>Het tussenrapport over het experiment gesloten coffeeshopketen verschijnt in het voorjaar. Zodra het uit is, lees je hier een samenvatting van de belangrijkste bevindingen.</p>',
    publishAt: new Date(Date.now() + 14 * DAY),
    authorName: 'Redactie Kaartwijs',
  },
];

/** Dutch demo blog posts, news (one still scheduled), a standalone page and events of the platform, a coffeeshop and a venue; once. */
export async function seedContent(db: Database): Promise<number> {
  let created = 0;
  for (const post of POSTS) {
    const [existing] = await db.select({ id: contentPosts.id }).from(contentPosts).where(eq(contentPosts.slug, post.slug));
    if (existing) continue;
    await insertPost(db, post);
    created++;
  }
  const [shop] = await db
    .select({ id: coffeeshops.id, name: coffeeshops.name, address: coffeeshops.address })
    .from(coffeeshops)
    .where(and(eq(coffeeshops.plaatsSlug, 'amsterdam'), eq(coffeeshops.active, true)))
    .orderBy(asc(coffeeshops.name))
    .limit(1);
  const [venue] = await db
    .select({ id: venues.id, name: venues.name, address: venues.address })
    .from(venues)
    .where(and(eq(venues.plaatsSlug, 'amsterdam'), eq(venues.active, true)))
    .orderBy(asc(venues.name))
    .limit(1);
  const EVENTS = [
    {
      id: SEED_EVENT_IDS.infoavond,
      title: 'Informatieavond: het wietexperiment in de praktijk',
      description:
        'Ondernemers en de gemeente vertellen hoe de gesloten coffeeshopketen in de praktijk werkt: inkoop bij aangewezen telers, testen en registratie. Daarna is er ruimte voor vragen.\n\nDe avond is gratis; aanmelden is nodig want er zijn beperkt plaatsen.',
      location: 'Pakhuis de Zwijger, Piet Heinkade 179, Amsterdam',
      startsAt: evening(21, 19 * 60 + 30),
      endsAt: evening(21, 21 * 60 + 30),
      capacity: 120,
    },
    {
      id: SEED_EVENT_IDS.webinar,
      title: 'Webinar: je menukaart en schermen in één uur op orde',
      description:
        'Een praktische sessie voor horecazaken en coffeeshops: menu’s bijwerken, allergenen invullen en schermen koppelen.',
      location: 'Online (de link volgt in de bevestiging)',
      startsAt: evening(10, 15 * 60),
      endsAt: evening(10, 16 * 60),
      capacity: 300,
    },
    ...(shop
      ? [
          {
            id: SEED_EVENT_IDS.proeverij,
            ownerKind: 'coffeeshop' as const,
            ownerId: shop.id,
            title: `Open middag bij ${shop.name}`,
            description:
              'Kom kennismaken met het team en stel je vragen over de huisregels en het experiment. Alleen voor bezoekers van 18 jaar en ouder.',
            location: shop.address,
            startsAt: evening(14, 14 * 60),
            endsAt: evening(14, 17 * 60),
            capacity: 40,
          },
        ]
      : []),
    ...(venue
      ? [
          {
            ownerKind: 'venue' as const,
            ownerId: venue.id,
            title: `Wijnproeverij bij ${venue.name}`,
            description: 'Vijf wijnen uit de Loire met bijpassende hapjes van de chef.',
            location: venue.address,
            startsAt: evening(18, 19 * 60),
            endsAt: evening(18, 22 * 60),
            capacity: 24,
          },
        ]
      : []),
  ];
  for (const event of EVENTS) {
    const [existing] = await db.select({ id: events.id }).from(events).where(eq(events.title, event.title));
    if (existing) continue;
    await insertEvent(db, event);
    created++;
  }
  return created;
}
