import {
  AllergenSchema,
  type AssistantId,
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
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** Tools that change data: they run only after the person confirmed in the panel (AI SDK tool approval). */
export const APPROVAL_TOOLS: readonly ToolName[] = ['bookTable'];

/** Each assistant's own tools (spec §1: its role decides what it may look up or do). */
export const TOOLS_OF: Record<AssistantId, readonly ToolName[]> = {
  general: TOOL_NAMES,
  cannabis: ['placeInfo', 'shopMenu', 'strainFacts'],
  partner: ['placeInfo'],
  tastee: ['placeInfo', 'findDishes', 'courseMenus'],
  tablee: ['placeInfo', 'checkAvailability', 'bookTable', 'myReservations'],
  drinkee: ['placeInfo', 'findDishes'],
  feedee: ['placeInfo', 'findDishes', 'myReservations', 'lowStock'],
};

/** The tools over live data, each run with the asker's own rights (deps.ctx) on the panel's place. */
function allTools(deps: ToolDeps) {
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
  } satisfies Record<ToolName, ToolSet[string]>;
}

export function assistantTools(deps: ToolDeps, assistantId: AssistantId, options: { withApproval: boolean }): ToolSet {
  const tools = allTools(deps);
  const names = TOOLS_OF[assistantId].filter((name) => options.withApproval || !APPROVAL_TOOLS.includes(name));
  return Object.fromEntries(names.map((name) => [name, tools[name]]));
}
