import { type Allergen, filterMenu, isAllergen, type MenuSection } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { HydrateInSlices } from '../../../lib/hydrate-in-slices.tsx';
import { AllergenCheckboxes } from './allergen-checkboxes.tsx';

const PARAM = 'zonder';

/** The allergens the guest avoids, kept in the URL (?zonder=peanuts,milk) so the filtered menu can be shared. */
function useAvoided(): [Allergen[], (next: Allergen[]) => void] {
  const [params, setParams] = useSearchParams();
  // Local state answers the click at once; the URL (updated after a navigation tick) is for sharing and reloads.
  const [avoided, setAvoided] = useState<Allergen[]>(() =>
    (params.get(PARAM) ?? '').split(',').flatMap((value) => (isAllergen(value) ? [value] : [])),
  );
  const set = (next: Allergen[]) => {
    setAvoided(next);
    const copy = new URLSearchParams(params);
    if (next.length) copy.set(PARAM, next.join(','));
    else copy.delete(PARAM);
    setParams(copy, { replace: true, preventScrollReset: true });
  };
  return [avoided, set];
}

/** The menu with the guest's allergen filter: dishes that contain an avoided allergen are hidden, traces flagged. */
export function AllergenMenu({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation();
  const [avoided, setAvoided] = useAvoided();
  const filtered = filterMenu(sections, avoided);
  const hidden = filtered.reduce((sum, section) => sum + section.hidden, 0);

  if (sections.length === 0) return <p className="text-zinc-500">{t('horeca.noMenu')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <AllergenCheckboxes
        legend={t('horeca.avoidTitle')}
        value={avoided}
        onChange={setAvoided}
        size="md"
        help={t('horeca.avoidText')}
        className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
      >
        <p role="status" className="mt-3 text-sm text-zinc-500">
          {avoided.length ? t('horeca.hiddenDishes', { count: hidden }) : ''}
        </p>
      </AllergenCheckboxes>
      {filtered.map(({ section, dishes }) => (
        // A long menu hydrates a section per task, so a phone is never blocked for the whole menu at once.
        <HydrateInSlices key={section.id}>
          <section aria-labelledby={`section-${section.id}`}>
            <h3 id={`section-${section.id}`} className="mb-2 text-lg font-semibold">
              {section.name}
            </h3>
            {dishes.length === 0 ? (
              <p className="text-sm text-zinc-500">{t('horeca.sectionAllHidden')}</p>
            ) : (
              <ul>
                {dishes.map(({ dish, traces }) => (
                  <li
                    key={dish.id}
                    // The assistant cites a dish as the venue page with this anchor.
                    id={`gerecht-${dish.id}`}
                    className="flex flex-wrap items-baseline justify-between gap-2 border-b border-zinc-100 py-2 last:border-0 dark:border-zinc-800"
                  >
                    <div className="flex max-w-xl flex-col">
                      <span className="font-medium">{dish.name}</span>
                      <span className="text-sm text-zinc-600 dark:text-zinc-400">{dish.description}</span>
                      <span className="text-xs text-zinc-500">
                        {dish.contains.length
                          ? t('horeca.contains', {
                              list: dish.contains.map((allergen) => t(`horeca.allergens.${allergen}`)).join(', '),
                            })
                          : t('horeca.containsNone')}
                      </span>
                      <div className="mt-1 flex flex-wrap gap-1">
                        {dish.diets.map((diet) => (
                          <Badge key={diet} tone="brand">
                            {t(`horeca.diets.${diet}`)}
                          </Badge>
                        ))}
                        {traces.length ? (
                          <Badge tone="warning">
                            {t('horeca.traces', { list: traces.map((allergen) => t(`horeca.allergens.${allergen}`)).join(', ') })}
                          </Badge>
                        ) : null}
                      </div>
                    </div>
                    <span className="font-semibold">{formatEuro(dish.price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </HydrateInSlices>
      ))}
    </div>
  );
}
