import { type AssistantContext, type ChangeIntent, parseChangeRequest, parseQuestion, type QuestionIntent } from '@platform/core';
import type { BuiltinPlanner, BuiltinToolCall } from '../../platform/ai/builtin-model.ts';
import type { ToolName } from './tools/assistant-tools.ts';
import { listText } from './tools/tool-kit.ts';

/** What each tool lets the built-in assistant answer, for the reply to a question it cannot answer. */
const CAN_ANSWER: Record<ToolName, string> = {
  placeInfo: 'openingstijden, adres en huisregels',
  findDishes: 'gerechten per dieet, allergeen of gang',
  courseMenus: 'menu’s in gangen',
  checkAvailability: 'vrije tafels (“Is er morgen om 19:00 plek voor 4?”)',
  bookTable: 'een tafel boeken, na jouw bevestiging',
  myReservations: 'de reserveringen van jouw zaak (“Welke reserveringen heb ik vandaag?”)',
  shopMenu: 'het menu, als de coffeeshop het online toont',
  strainFacts: 'feiten over soorten',
  lowStock: 'producten die bijna op zijn',
  changeStock: 'de voorraad van een product aanpassen (“Zet de voorraad van Amnesia Haze op 20”), na jouw bevestiging',
  draftMenuItem: 'een gerecht op je menu zetten (“Maak een gerecht Pompoensoep voor €7,50”), na jouw bevestiging',
  draftPost: 'een educatief concept-bericht schrijven (“Schrijf een bericht over het wietexperiment”), na jouw bevestiging',
};

/** A request to change data becomes its tool call (approval follows in the panel). */
function changeStep(change: ChangeIntent): BuiltinToolCall {
  switch (change.kind) {
    case 'changeStock':
      return { toolName: 'changeStock', input: { product: change.product, stock: change.stock } };
    case 'draftMenuItem':
      return {
        toolName: 'draftMenuItem',
        input: { name: change.name, price: change.price, ...(change.description ? { description: change.description } : {}) },
      };
    case 'draftPost':
      return { toolName: 'draftPost', input: { topic: change.topic } };
  }
}

type Step = BuiltinToolCall | { reply: string };

function stepFor(intent: QuestionIntent, context: AssistantContext): Step | null {
  switch (intent.kind) {
    case 'hours':
    case 'address':
    case 'houseRules':
      return { toolName: 'placeInfo', input: { topics: [intent.kind] } };
    case 'dishes':
      return { toolName: 'findDishes', input: { diets: intent.diets, avoid: intent.avoid, terms: intent.terms } };
    case 'courseMenus':
      return { toolName: 'courseMenus', input: {} };
    case 'availability':
      if (!intent.date || !intent.partySize) {
        return { reply: 'Voor welke datum en met hoeveel personen? Bijvoorbeeld: “Is er morgen om 19:00 plek voor 4?”' };
      }
      return { toolName: 'checkAvailability', input: { date: intent.date, partySize: intent.partySize, time: intent.time } };
    case 'book':
      if (!intent.date || !intent.time || !intent.partySize || !intent.phone) {
        return {
          reply:
            'Om te boeken heb ik een datum, een tijd, het aantal personen en je telefoonnummer nodig. Bijvoorbeeld: “Boek morgen om 19:00 voor 4, mijn nummer is 06 12345678”.',
        };
      }
      return {
        toolName: 'bookTable',
        input: { date: intent.date, time: intent.time, partySize: intent.partySize, phone: intent.phone },
      };
    case 'myReservations':
      return { toolName: 'myReservations', input: { date: intent.date } };
    case 'lowStock':
      return { toolName: 'lowStock', input: {} };
    case 'prices':
      return context.brand === 'cannabis'
        ? { toolName: 'shopMenu', input: {} }
        : { toolName: 'findDishes', input: { diets: [], avoid: [], terms: [] } };
    case 'strains':
      return { toolName: 'strainFacts', input: { name: intent.name, type: intent.type } };
  }
}

/** The built-in assistant's reading of a question: core's Dutch parser, mapped onto the assistant's own tools. */
export function builtinPlanner(context: AssistantContext, now: () => Date = () => new Date()): BuiltinPlanner {
  return {
    plan(question, tools) {
      const change = parseChangeRequest(question);
      if (change) {
        const call = changeStep(change);
        if (tools.includes(call.toolName)) return { calls: [call] };
        return {
          reply:
            'Wijzigingen (voorraad, menu, berichten) doe ik alleen voor wie is ingelogd en de zaak beheert, en niet via elke assistent. Log in, of gebruik het beheer van je zaak.',
        };
      }
      const steps = parseQuestion(question, now()).map((intent) => stepFor(intent, context));
      const calls: BuiltinToolCall[] = [];
      const seen = new Set<string>();
      for (const step of steps) {
        if (!step) continue;
        if ('reply' in step) return step;
        if (!tools.includes(step.toolName)) continue;
        // Several place topics become one call.
        if (step.toolName === 'placeInfo' && seen.has('placeInfo')) {
          const first = calls.find((call) => call.toolName === 'placeInfo');
          (first?.input.topics as string[] | undefined)?.push(...(step.input.topics as string[]));
          continue;
        }
        seen.add(step.toolName);
        calls.push(step);
      }
      if (calls.length > 0) return { calls };
      const abilities = tools.flatMap((name) => (name in CAN_ANSWER ? [CAN_ANSWER[name as ToolName]] : []));
      return {
        reply: `Die vraag kan ik niet beantwoorden: ik antwoord alleen uit de gegevens van dit platform. Vraag me bijvoorbeeld naar ${listText(abilities)}.`,
      };
    },
  };
}
