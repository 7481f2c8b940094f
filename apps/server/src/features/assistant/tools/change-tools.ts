import { BUILTIN_PRODUCER, canSubmit, type ManagedShop, ProductInputSchema } from '@platform/core';
import { requireRole } from '../../../auth/guards.ts';
import { AppError } from '../../../platform/errors.ts';
import { complianceVerdict, saveMakerDraft } from '../../community/index.ts';
import { addDish, managedVenues } from '../../horeca/index.ts';
import { createProduct, listManagedShops, listProducts, updateProduct } from '../../menu/index.ts';
import { formatEuro, listText, type ToolAnswer, type ToolDeps, venuePath } from './tool-kit.ts';
import { builtinEducationalPost } from './writing-tools.ts';

/**
 * The tools that change data (issue 17, ADR 044). They run only after the person confirmed them
 * in the panel (AI SDK tool approval), each through the feature's own service with the asker's
 * rights: a refusal (not logged in, demo account, not your place) is the answer, in Dutch.
 */
async function asAnswer(work: () => Promise<ToolAnswer>): Promise<ToolAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { answer: `Niet gelukt: ${error.message}`, sources: [] };
    throw error;
  }
}

/** Demo accounts and visitors change nothing (requireRole 'user'). */
function requireWriter(deps: ToolDeps) {
  return requireRole(deps.ctx, 'user');
}

/** The shops whose menu this person may change, the panel's own shop first when it is one of them. */
async function menuShops(deps: ToolDeps): Promise<ManagedShop[]> {
  const shops = (await listManagedShops(deps.ctx)).filter((shop) => shop.permissions.includes('menu'));
  const here = deps.context.brand === 'cannabis' ? deps.context.placeId : undefined;
  const own = here ? shops.filter((shop) => shop.id === here) : [];
  return own.length > 0 ? own : shops;
}

const menuLink = (shopId: string, naam: string) => `/menu-management?shop=${shopId}&q=${encodeURIComponent(naam)}`;

/** Sets one product's stock at a shop the asker runs (owner, or staff with the menu right). */
export function changeStock(deps: ToolDeps, input: { product: string; stock: number }): Promise<ToolAnswer> {
  return asAnswer(async () => {
    requireWriter(deps);
    const shops = await menuShops(deps);
    if (shops.length === 0) return { answer: 'Je beheert geen coffeeshop, dus ik kan geen voorraad aanpassen.', sources: [] };
    const wanted = input.product.trim().toLowerCase();
    const found = (
      await Promise.all(
        shops.slice(0, 10).map(async (shop) => {
          const page = await listProducts(deps.ctx, shop.id, {
            page: 1,
            pageSize: 20,
            q: input.product.trim().slice(0, 80),
            status: 'all',
            sort: 'sortOrder',
            dir: 'asc',
          });
          return page.items.map((product) => ({ shop, product }));
        }),
      )
    ).flat();
    const exact = found.filter(({ product }) => product.naam.toLowerCase() === wanted);
    const matches = exact.length > 0 ? exact : found;
    if (matches.length === 0) {
      return { answer: `Ik vond geen product “${input.product}” in ${listText(shops.map((shop) => shop.name))}.`, sources: [] };
    }
    if (matches.length > 1) {
      const names = matches.slice(0, 6).map(({ shop, product }) => `${product.naam} (${shop.name})`);
      return {
        answer: `Er passen meerdere producten bij “${input.product}”: ${listText(names)}. Noem de volledige naam; er is niets veranderd.`,
        sources: [],
      };
    }
    const [{ shop, product }] = matches as [(typeof matches)[number]];
    const before = product.voorraad;
    const saved = await updateProduct(deps.ctx, shop.id, product.id, { voorraad: input.stock });
    return {
      answer: `De voorraad van ${saved.naam} bij ${shop.name} staat nu op ${saved.voorraad} (was ${before}).`,
      sources: [{ url: menuLink(shop.id, saved.naam), title: `${saved.naam} in het menubeheer van ${shop.name}` }],
    };
  });
}

/**
 * A new menu item at the asker's own place: at a coffeeshop an inactive product (a concept that is not
 * on the public menu until the owner switches it on); at a horecazaak a dish in "Nieuw op de kaart",
 * which the menu shows at once (dishes have no concept state; the confirmation says so).
 */
export function draftMenuItem(
  deps: ToolDeps,
  input: { name: string; price: number; description?: string | undefined; section?: string | undefined },
): Promise<ToolAnswer> {
  return asAnswer(async () => {
    requireWriter(deps);
    const onShop = deps.context.brand === 'cannabis' && deps.context.placeId;
    const venueId = deps.context.brand === 'hospitality' ? deps.context.placeId : undefined;
    const venues = onShop ? [] : (await managedVenues(deps.ctx)).filter((venue) => venue.permissions.includes('menu'));
    const venue = venueId ? venues.find((candidate) => candidate.id === venueId) : venues.length === 1 ? venues[0] : undefined;
    const shops = venue || venueId ? [] : await menuShops(deps);
    if (venue) {
      const added = await addDish(deps.ctx, venue.id, {
        name: input.name,
        description: input.description ?? '',
        price: input.price,
        section: input.section,
      });
      return {
        answer: `“${input.name}” (${formatEuro(input.price)}) staat nu op het menu van ${added.venue.name}, onder “${added.section}”. Vul de allergenen en diëten aan in de menu-editor.`,
        sources: [{ url: `${venuePath(added.venue)}#gerecht-${added.id}`, title: `${input.name} bij ${added.venue.name}` }],
      };
    }
    if (shops.length === 1 || (shops.length > 1 && onShop)) {
      const shop = shops[0] as ManagedShop;
      const parsed = ProductInputSchema.parse({
        naam: input.name,
        prijzen: { '1g': input.price },
        voorraad: 0,
        actief: false,
      });
      const product = await createProduct(deps.ctx, shop.id, parsed);
      return {
        answer: `“${product.naam}” staat als concept (niet actief, voorraad 0, met de prijs die je opgaf) in het menu van ${shop.name}. Zet het op actief in het menubeheer om het te tonen.`,
        sources: [{ url: menuLink(shop.id, product.naam), title: `${product.naam} in het menubeheer van ${shop.name}` }],
      };
    }
    if (venues.length + shops.length === 0) {
      return { answer: 'Je beheert geen zaak waarvan je het menu mag aanpassen, dus ik heb niets toegevoegd.', sources: [] };
    }
    return {
      answer:
        'Je beheert meer dan één zaak. Open de assistent op de pagina van de zaak waar het gerecht bij hoort; er is niets toegevoegd.',
      sources: [],
    };
  });
}

/**
 * A concept post for the asker as Community Maker, opened in the preflight view. The text (the
 * model's, or the built-in assistant's from the platform's facts) must pass the compliance engine.
 */
export function draftPost(
  deps: ToolDeps,
  input: { topic: string; title?: string | undefined; body?: string | undefined },
  producedBy: string,
): Promise<ToolAnswer> {
  return asAnswer(async () => {
    requireWriter(deps);
    const written = input.body?.trim()
      ? { title: input.title?.trim() || input.topic, body: input.body.trim(), producedBy }
      : await builtinEducationalPost(deps.ctx, input.topic).then((post) =>
          post ? { title: post.title, body: post.body, producedBy: BUILTIN_PRODUCER } : null,
        );
    if (!written) {
      return {
        answer: `Over “${input.topic}” heb ik geen gegevens op het platform om een bericht uit te schrijven. Kies bijvoorbeeld het ingezetenencriterium, het wietexperiment, de gedoogregels of een soort.`,
        sources: [],
      };
    }
    const verdict = await complianceVerdict(deps.ctx, written.body);
    const blocking = verdict.issues.filter((issue) => issue.severity === 'high' || issue.severity === 'critical');
    if (blocking.length > 0 || !canSubmit(verdict.score)) {
      const why = blocking.map((issue) => `“${issue.match}” (${issue.label})`);
      return {
        answer: `Dit concept houd ik tegen: het haalt de compliancecheck niet (score ${verdict.score}${why.length ? `; ${listText(why)}` : ''}). Er is niets opgeslagen.`,
        sources: [],
      };
    }
    const draft = await saveMakerDraft(deps.ctx, written);
    return {
      answer: `Concept “${draft.title}” staat klaar in je Community Maker-omgeving (compliancescore ${verdict.score}), gemaakt door: ${draft.producedBy}. Het is nog niet ingediend.`,
      sources: [{ url: `/community-maker?concept=${draft.id}`, title: `Concept: ${draft.title}` }],
    };
  });
}
