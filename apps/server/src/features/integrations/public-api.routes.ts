import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiCoffeeshopParamsSchema,
  ApiProductParamsSchema,
  ApiProductPatchSchema,
  ApiVenueParamsSchema,
  BookingInputSchema,
  BookingResultSchema,
  ManagedProductSchema,
  ManagerDayQuerySchema,
  ManagerReservationSchema,
  MenuSectionSchema,
  ProductListQuerySchema,
  ProductPageSchema,
} from '@platform/core';
import { ApiErrorResponseSchema } from '../../platform/openapi.ts';

/** The bearer scheme of the public API (ADR 057): `Authorization: Bearer plk_…`. */
export const API_KEY_SCHEME = 'apiKey';
const tags = ['public-api'];
const security = [{ [API_KEY_SCHEME]: [] }];

const error = (description: string, example: { code: string; message: string }) => ({
  description,
  content: {
    'application/json': {
      schema: ApiErrorResponseSchema,
      example: { ...example, requestId: 'b3c1d2e4-5f60-4a1b-9c2d-3e4f5a6b7c8d' },
    },
  },
});

/** The refusals every public call can give, with the Dutch messages as examples. */
const refusals = {
  401: error('Geen, een onbekende of een ingetrokken API-sleutel', {
    code: 'UNAUTHORIZED',
    message: 'Deze API-sleutel is ingetrokken.',
  }),
  403: error('De sleutel mist het recht (scope) voor deze aanroep', {
    code: 'FORBIDDEN',
    message: 'Deze API-sleutel heeft het recht stock:write niet.',
  }),
  404: error('De zaak hoort niet bij deze sleutel, of het product bestaat niet', {
    code: 'NOT_FOUND',
    message: 'Deze zaak hoort niet bij deze API-sleutel.',
  }),
  422: error('Ongeldige invoer', {
    code: 'VALIDATION_ERROR',
    message: 'De invoer is ongeldig. Controleer de gemarkeerde velden.',
  }),
  429: {
    ...error('Boven de limiet van de sleutel per minuut', {
      code: 'RATE_LIMITED',
      message: 'Te veel verzoeken in korte tijd. Probeer het over een minuut opnieuw.',
    }),
    headers: { 'Retry-After': { description: 'Seconden tot een nieuw verzoek kan', schema: { type: 'integer' as const } } },
  },
};

const exampleProduct = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  naam: 'Amnesia Haze',
  prijzen: { '1g': 12.5, '5g': 57.5 },
  voorraad: 42,
  category: 'flower',
  type: 'sativa',
  actief: true,
};

export const apiProductsRoute = createRoute({
  method: 'get',
  path: '/api/v1/coffeeshops/{id}/products',
  tags,
  security,
  summary: 'De producten van je coffeeshop met voorraad en prijzen (scope menu:read)',
  request: { params: ApiCoffeeshopParamsSchema, query: ProductListQuerySchema },
  responses: {
    200: {
      description: 'Een pagina producten',
      content: {
        'application/json': {
          schema: ProductPageSchema,
          example: { items: [exampleProduct], total: 1, page: 1, pageSize: 25, stock: { grams: 42, overLimit: false } },
        },
      },
    },
    ...refusals,
  },
});

export const apiUpdateProductRoute = createRoute({
  method: 'patch',
  path: '/api/v1/coffeeshops/{id}/products/{productId}',
  tags,
  security,
  summary: 'De voorraad (scope stock:write) en/of prijzen (scope prices:write) van een product bijwerken; schermen volgen meteen',
  request: {
    params: ApiProductParamsSchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: ApiProductPatchSchema,
          examples: {
            voorraad: { summary: 'Voorraad bijwerken', value: { voorraad: 42 } },
            prijzen: { summary: 'Prijzen bijwerken', value: { prijzen: { '1g': 12.5, '5g': 57.5 } } },
          },
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Het bijgewerkte product',
      content: { 'application/json': { schema: ManagedProductSchema, example: exampleProduct } },
    },
    ...refusals,
  },
});

export const apiVenueMenuRoute = createRoute({
  method: 'get',
  path: '/api/v1/venues/{id}/menu',
  tags,
  security,
  summary:
    'Het menu van je horecazaak zoals de openbare pagina het toont: rubrieken met gerechten, prijs in euro, allergenen en diëten (scope menu:read)',
  request: { params: ApiVenueParamsSchema },
  responses: {
    200: {
      description: 'De rubrieken van het menu, in volgorde',
      content: {
        'application/json': {
          schema: z.array(MenuSectionSchema),
          example: [
            {
              id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
              name: 'Voorgerechten',
              dishes: [
                {
                  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
                  name: 'Carpaccio',
                  description: 'Rundercarpaccio met truffelmayonaise en rucola',
                  price: 12.5,
                  contains: ['eggs', 'milk'],
                  mayContain: ['nuts'],
                  diets: [],
                },
              ],
            },
          ],
        },
      },
    },
    ...refusals,
  },
});

export const apiReservationsRoute = createRoute({
  method: 'get',
  path: '/api/v1/venues/{id}/reservations',
  tags,
  security,
  summary: 'De reserveringen van je zaak op een dag (scope reservations:read)',
  request: { params: ApiVenueParamsSchema, query: ManagerDayQuerySchema },
  responses: {
    200: {
      description: 'Reserveringen',
      content: {
        'application/json': {
          schema: z.array(ManagerReservationSchema),
          example: [
            {
              id: '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70',
              status: 'confirmed',
              source: 'online',
              startsAt: '2026-12-04T18:30:00.000Z',
              endsAt: '2026-12-04T20:30:00.000Z',
              partySize: 4,
              name: 'Sanne de Vries',
            },
          ],
        },
      },
    },
    ...refusals,
  },
});

export const apiCreateReservationRoute = createRoute({
  method: 'post',
  path: '/api/v1/venues/{id}/reservations',
  tags,
  security,
  summary: 'Een reservering maken met de regels van je zaak (scope reservations:write); de gast krijgt de bevestiging',
  request: {
    params: ApiVenueParamsSchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: BookingInputSchema,
          example: {
            date: '2026-12-04',
            time: '19:30',
            partySize: 4,
            name: 'Sanne de Vries',
            email: 'sanne@example.nl',
            phone: '+31 6 12345678',
            note: 'Bij het raam graag',
          },
        },
      },
    },
  },
  responses: {
    201: { description: 'De reservering', content: { 'application/json': { schema: BookingResultSchema } } },
    409: error('Vol of geen online reserveringen', {
      code: 'CONFLICT',
      message: 'Vol: dit tijdstip is net volgeboekt. Kies een ander tijdstip.',
    }),
    ...refusals,
  },
});
