import {
  AllergenSchema,
  type AssistantId,
  BUILTIN_PRODUCER,
  DIET_TAGS,
  PartySizeSchema,
  ProductTypeSchema,
  ReservationDateSchema,
  SlotTimeSchema,
} from '@platform/core';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { bookTable, checkAvailability, myReservations } from './booking-tools.ts';
import { lowStock, shopMenu, strainFacts } from './cannabis-tools.ts';
import { changeStock, draftMenuItem, draftPost } from './change-tools.ts';
import { courseMenus, findDishes } from './dish-tools.ts';
import { placeFacts } from './place-tools.ts';
import { cited, type ToolDeps } from './tool-kit.ts';

export const TOOL_NAMES = [
  'placeInfo',
  'findDishes',
  'courseMenus',
  'checkAvailability',
  'bookTable',
  'myReservations',
  'shopMenu',
  'strainFacts',
  'lowStock',
  'changeStock',
  'draftMenuItem',
  'draftPost',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** Tools that change data: they run only after the person confirmed in the panel (AI SDK tool approval). */
export const APPROVAL_TOOLS: readonly ToolName[] = ['bookTable', 'changeStock', 'draftMenuItem', 'draftPost'];

/** The approval tools that change a place's data or a maker's posts (ADR 044). */
const CHANGE_TOOLS: readonly ToolName[] = ['changeStock', 'draftMenuItem', 'draftPost'];

/** Each assistant's own tools (spec §1: its role decides what it may look up or do). */
export const TOOLS_OF: Record<AssistantId, readonly ToolName[]> = {
  general: TOOL_NAMES,
  cannabis: ['placeInfo', 'shopMenu', 'strainFacts', 'lowStock', 'changeStock', 'draftMenuItem', 'draftPost'],
  partner: ['placeInfo'],
  tastee: ['placeInfo', 'findDishes', 'courseMenus', 'draftMenuItem'],
  tablee: ['placeInfo', 'checkAvailability', 'bookTable', 'myReservations'],
  drinkee: ['placeInfo', 'findDishes', 'draftMenuItem'],
  feedee: ['placeInfo', 'findDishes', 'myReservations', 'lowStock', 'changeStock', 'draftMenuItem'],
};

/** The tools over live data, each run with the asker's own rights (deps.ctx) on the panel's place. */
function allTools(deps: ToolDeps, producer: string) {
  return {
    placeInfo: tool({
      description: 'Openingstijden, adres of huisregels van de zaak waarop het paneel open staat.',
      inputSchema: z.object({
        topics: z
          .array(z.enum(['hours', 'address', 'houseRules']))
          .min(1)
          .max(3),
      }),
      execute: ({ topics }) => cited(deps, placeFacts(deps, topics)),
    }),
    findDishes: tool({
      description:
        'Gerechten en dranken van het menu van deze horecazaak, te filteren op dieet, te vermijden allergenen (EU-14) en woorden van een gang of categorie.',
      inputSchema: z.object({
        diets: z.array(z.enum(DIET_TAGS)).max(4).default([]),
        avoid: z.array(AllergenSchema).max(14).default([]),
        terms: z.array(z.string().trim().min(2).max(40)).max(5).default([]),
      }),
      execute: (input) => cited(deps, findDishes(deps, input)),
    }),
    courseMenus: tool({
      description: 'De menu’s in gangen van deze horecazaak met hun prijs per persoon.',
      inputSchema: z.object({}),
      execute: () => cited(deps, courseMenus(deps)),
    }),
    checkAvailability: tool({
      description:
        'Vrije tafels bij deze horecazaak op een datum (YYYY-MM-DD, Nederlandse tijd) voor een aantal personen, optioneel rond een tijd (HH:MM).',
      inputSchema: z.object({ date: ReservationDateSchema, time: SlotTimeSchema.optional(), partySize: PartySizeSchema }),
      execute: (input) => cited(deps, checkAvailability(deps, input)),
    }),
    bookTable: tool({
      description:
        'Boekt een tafel bij deze horecazaak op naam van de ingelogde persoon. Alleen na bevestiging door die persoon.',
      inputSchema: z.object({
        date: ReservationDateSchema,
        time: SlotTimeSchema,
        partySize: PartySizeSchema,
        phone: z
          .string()
          .trim()
          .regex(/^\+?[0-9][0-9 ()-]{7,19}$/, 'Vul een geldig telefoonnummer in'),
      }),
      execute: (input) => cited(deps, bookTable(deps, input)),
    }),
    myReservations: tool({
      description: 'De reserveringen op een datum bij de horecazaken die de vrager beheert.',
      inputSchema: z.object({ date: ReservationDateSchema }),
      execute: ({ date }) => cited(deps, myReservations(deps, date)),
    }),
    shopMenu: tool({
      description: 'Producten en prijzen van deze coffeeshop, alleen als de coffeeshop zijn menu online toont aan deze bezoeker.',
      inputSchema: z.object({}),
      execute: () => cited(deps, shopMenu(deps)),
    }),
    strainFacts: tool({
      description: 'Feiten over soorten (type, categorie, THC/CBD) uit de menu’s die deze bezoeker mag zien; nooit prijzen.',
      inputSchema: z.object({ name: z.string().trim().max(60).optional(), type: ProductTypeSchema.optional() }),
      execute: (input) => cited(deps, strainFacts(deps, input)),
    }),
    lowStock: tool({
      description: 'Producten met een lage voorraad (onder 10) in de coffeeshops die de vrager beheert.',
      inputSchema: z.object({}),
      execute: () => cited(deps, lowStock(deps)),
    }),
    changeStock: tool({
      description:
        'Zet de voorraad van één product (op naam) in een coffeeshop die de vrager beheert. Alleen na bevestiging door die persoon.',
      inputSchema: z.object({
        product: z.string().trim().min(2).max(80),
        stock: z.number().int().min(0, 'Voorraad kan niet negatief zijn').max(100000),
      }),
      execute: (input) => cited(deps, changeStock(deps, input)),
    }),
    draftMenuItem: tool({
      description:
        'Voegt een nieuw gerecht of product toe aan het menu van de zaak van de vrager (coffeeshop: als niet-actief concept). Alleen na bevestiging.',
      inputSchema: z.object({
        name: z.string().trim().min(2).max(80),
        price: z.number().min(0).max(10000),
        description: z.string().trim().max(500).optional(),
        section: z.string().trim().max(80).optional(),
      }),
      execute: (input) => cited(deps, draftMenuItem(deps, input)),
    }),
    draftPost: tool({
      description:
        'Slaat een educatief concept-bericht op voor de vrager als Community Maker (geen reclame, geen prijzen, geen gezondheidsclaims). Geef onderwerp, titel en tekst. Alleen na bevestiging.',
      inputSchema: z.object({
        topic: z.string().trim().min(3).max(200),
        title: z.string().trim().max(120).optional(),
        body: z.string().trim().max(5000).optional(),
      }),
      execute: (input) => cited(deps, draftPost(deps, input, producer)),
    }),
  } satisfies Record<ToolName, ToolSet[string]>;
}

export function assistantTools(
  deps: ToolDeps,
  assistantId: AssistantId,
  options: { withApproval: boolean; producer?: string },
): ToolSet {
  const tools = allTools(deps, options.producer ?? BUILTIN_PRODUCER);
  const names = TOOLS_OF[assistantId].filter(
    (name) =>
      (options.withApproval || !APPROVAL_TOOLS.includes(name)) &&
      // Visitors change nothing: the tools that change a place or post are offered only to signed-in people.
      (deps.ctx.actor !== null || !CHANGE_TOOLS.includes(name)),
  );
  return Object.fromEntries(names.map((name) => [name, tools[name]]));
}
