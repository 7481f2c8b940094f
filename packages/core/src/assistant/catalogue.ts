import type { AssistantCard, AssistantId, AssistantPage } from './contract.ts';

type Language = 'nl' | 'en';
type Text = Record<Language, string>;

/** Suggested questions per page; `default` for every other page. */
export type SuggestionsByContext = Partial<Record<AssistantPage | 'default', Record<Language, string[]>>>;

interface AssistantText {
  name: string;
  role: Text;
  welcome: Text;
  /** Suggested questions per page; `default` for every other page. */
  suggestions: SuggestionsByContext;
}

/** EU AI Act art. 50(1): people are told they talk to an AI, from the first message. */
export const AI_DISCLOSURE: Text = {
  nl: 'Je praat met een AI-assistent. Antwoorden komen uit de gegevens van dit platform en kunnen onvolledig zijn; controleer belangrijke zaken bij de zaak zelf.',
  en: 'You are talking to an AI assistant. Answers come from this platform’s data and may be incomplete; check important matters with the place itself.',
};

const ASSISTANTS: Record<AssistantId, AssistantText> = {
  general: {
    name: 'Platform-assistent',
    role: { nl: 'Helpt je op weg op het platform', en: 'Helps you find your way on the platform' },
    welcome: {
      nl: 'Hallo! Ik zoek antwoorden op in de gegevens van dit platform: openingstijden, adressen, menu’s en reserveringen.',
      en: 'Hello! I look up answers in this platform’s data: opening hours, addresses, menus and reservations.',
    },
    suggestions: {
      default: {
        nl: ['Welke reserveringen heb ik vandaag?', 'Wat zijn de openingstijden?'],
        en: ['Which reservations do I have today?', 'What are the opening hours?'],
      },
    },
  },
  cannabis: {
    name: 'Uilke',
    role: { nl: 'Kennisassistent over cannabis en coffeeshops', en: 'Knowledge assistant on cannabis and coffeeshops' },
    welcome: {
      nl: 'Hoi, ik ben Uilke. Ik geef feitelijke informatie over coffeeshops en soorten, zonder reclame.',
      en: 'Hi, I am Uilke. I give factual information about coffeeshops and strains, without advertising.',
    },
    suggestions: {
      shop: {
        nl: ['Wat zijn de openingstijden?', 'Wat zijn de huisregels?', 'Wat is het adres?'],
        en: ['What are the opening hours?', 'What are the house rules?', 'What is the address?'],
      },
      strain: {
        nl: ['Wat is het THC-gehalte van deze soort?', 'Is dit een indica of sativa?'],
        en: ['What is the THC content of this strain?', 'Is this an indica or a sativa?'],
      },
      default: {
        nl: ['Welke sativa-soorten zijn er?', 'Wat is het verschil tussen indica en sativa?'],
        en: ['Which sativa strains are there?', 'What is the difference between indica and sativa?'],
      },
    },
  },
  partner: {
    name: 'Partner-assistent',
    role: { nl: 'Beantwoordt vragen over partners', en: 'Answers questions about partners' },
    welcome: {
      nl: 'Ik beantwoord vragen over de partners van dit platform.',
      en: 'I answer questions about this platform’s partners.',
    },
    suggestions: { default: { nl: ['Wat doet deze partner?'], en: ['What does this partner do?'] } },
  },
  tastee: {
    name: 'Tastee',
    role: { nl: 'Foodcurator en smaakcoach', en: 'Food curator and flavour coach' },
    welcome: {
      nl: 'Hoi, ik ben Tastee! Vraag me naar gerechten, allergenen en menu’s in gangen.',
      en: 'Hi, I am Tastee! Ask me about dishes, allergens and course menus.',
    },
    suggestions: {
      venue: {
        nl: ['Welke gerechten zijn vegetarisch?', 'Wat zijn de voorgerechten?', 'Welke gerechten zijn zonder noten?'],
        en: ['Which dishes are vegetarian?', 'What are the starters?', 'Which dishes are free of nuts?'],
      },
      default: { nl: ['Welke gerechten zijn veganistisch?'], en: ['Which dishes are vegan?'] },
    },
  },
  tablee: {
    name: 'Tablee',
    role: { nl: 'Gastheer en reserveringswizard', en: 'Host and reservations wizard' },
    welcome: {
      nl: 'Hoi, ik ben Tablee! Ik kijk of er plek is en reserveer een tafel voor je, na jouw bevestiging.',
      en: 'Hi, I am Tablee! I check for free tables and book one for you once you confirm.',
    },
    suggestions: {
      venue: {
        nl: ['Is er morgen om 19:00 plek voor 4?', 'Wat zijn de openingstijden?'],
        en: ['Is there a table for 4 tomorrow at 19:00?', 'What are the opening hours?'],
      },
      owner: {
        nl: ['Welke reserveringen heb ik vandaag?', 'Welke reserveringen heb ik morgen?'],
        en: ['Which reservations do I have today?', 'Which reservations do I have tomorrow?'],
      },
      default: { nl: ['Welke reserveringen heb ik vandaag?'], en: ['Which reservations do I have today?'] },
    },
  },
  drinkee: {
    name: 'Drinkee',
    role: { nl: 'Mixmaster en drankadviseur', en: 'Mix-master and beverage advisor' },
    welcome: {
      nl: 'Hoi, ik ben Drinkee! Vraag me wat er op de drankenkaart staat.',
      en: 'Hi, I am Drinkee! Ask me what is on the drinks list.',
    },
    suggestions: {
      venue: {
        nl: ['Welke dranken zijn er?', 'Welke wijnen zijn er?'],
        en: ['Which drinks are there?', 'Which wines are there?'],
      },
      default: { nl: ['Welke dranken zijn er?'], en: ['Which drinks are there?'] },
    },
  },
  feedee: {
    name: 'Feedee',
    role: { nl: 'Logistiek- en voorraadplanner', en: 'Logistics and stock planner' },
    welcome: {
      nl: 'Hoi, ik ben Feedee! Ik help je plannen met je reserveringen en voorraad.',
      en: 'Hi, I am Feedee! I help you plan with your reservations and stock.',
    },
    suggestions: {
      owner: {
        nl: ['Welke reserveringen heb ik vandaag?', 'Welke producten zijn bijna op?'],
        en: ['Which reservations do I have today?', 'Which products are running low?'],
      },
      default: { nl: ['Welke reserveringen heb ik morgen?'], en: ['Which reservations do I have tomorrow?'] },
    },
  },
};

/** The card the panel shows for an assistant on a page, in Dutch or English. */
export function assistantCard(
  id: AssistantId,
  page: AssistantPage | undefined,
  language: Language,
  provider = 'ingebouwde assistent',
  /** An admin's suggested questions (/admin/assistants), in place of the catalogue's. */
  custom?: SuggestionsByContext,
): AssistantCard {
  const text = ASSISTANTS[id];
  const all = custom ?? text.suggestions;
  const suggestions = (page && all[page]) || all.default;
  return {
    id,
    name: text.name,
    role: text.role[language],
    welcome: text.welcome[language],
    suggestions: suggestions?.[language] ?? [],
    disclosure: AI_DISCLOSURE[language],
    provider,
  };
}

/** The assistant's name, for the model's instructions. */
export function assistantName(id: AssistantId): string {
  return ASSISTANTS[id].name;
}

/** The catalogue's own suggested questions of an assistant (what /admin/assistants starts from). */
export function catalogueSuggestions(id: AssistantId): SuggestionsByContext {
  return ASSISTANTS[id].suggestions;
}
