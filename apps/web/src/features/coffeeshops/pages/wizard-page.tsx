import { FINDER_EFFECTS, PRODUCT_CATEGORIES } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useAuth } from '../../auth/index.ts';
import { type FinderChoices, useFindShops } from '../api/find-shops.ts';
import { useCities } from '../api/get-cities.ts';
import { ShopCard } from '../components/shop-card.tsx';
import { useCoffeeshopsTexts } from '../texts.ts';

function Choice({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: string;
  options: Array<[string, string]>;
  onChange(value: string): void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {options.map(([option, label]) => (
        <label key={option} className="flex items-center gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </div>
  );
}

/** /search-wizard and /coffeeshop-wizard: place → open now → category → effect → results. */
export function WizardPage() {
  const { t } = useCoffeeshopsTexts();
  const { me } = useAuth();
  const cities = useCities();
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<FinderChoices>({ plaats: '', openNow: false, category: '', effect: '' });
  const [choices, setChoices] = useState<FinderChoices | null>(null);
  const results = useFindShops(choices, me?.user.id ?? 'anoniem');
  const questions = [t('wizard.city'), t('wizard.open'), t('wizard.category'), t('wizard.effect')];

  return (
    <Page title={t('wizard.title')}>
      <h1 className="text-3xl font-bold">{t('wizard.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('wizard.intro')}</p>
      {choices === null ? (
        <Card>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (step < 4) setStep(step + 1);
              else setChoices(draft);
            }}
          >
            <p className="text-sm text-zinc-500">{t('wizard.step', { step })}</p>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-xl font-semibold">{questions[step - 1]}</legend>
              {step === 1 ? (
                <SelectField
                  label={t('wizard.chooseCity')}
                  value={draft.plaats}
                  required
                  onChange={(event) => setDraft({ ...draft, plaats: event.target.value })}
                >
                  <option value="">—</option>
                  {cities.data?.map((city) => (
                    <option key={city.plaatsSlug} value={city.plaatsSlug}>
                      {city.plaats} ({formatNumber(city.count)})
                    </option>
                  ))}
                </SelectField>
              ) : null}
              {step === 2 ? (
                <Choice
                  name="open"
                  value={draft.openNow ? 'yes' : 'any'}
                  options={[
                    ['yes', t('wizard.openYes')],
                    ['any', t('wizard.openAny')],
                  ]}
                  onChange={(value) => setDraft({ ...draft, openNow: value === 'yes' })}
                />
              ) : null}
              {step === 3 ? (
                <Choice
                  name="category"
                  value={draft.category}
                  options={[
                    ['', t('wizard.any')],
                    ...PRODUCT_CATEGORIES.map((category): [string, string] => [
                      category,
                      t(`coffeeshops.categories.${category}`),
                    ]),
                  ]}
                  onChange={(category) => setDraft({ ...draft, category })}
                />
              ) : null}
              {step === 4 ? (
                <>
                  <Choice
                    name="effect"
                    value={draft.effect}
                    options={[
                      ['', t('wizard.any')],
                      ...FINDER_EFFECTS.map((effect): [string, string] => [effect, t(`wizard.effects.${effect}`)]),
                    ]}
                    onChange={(effect) => setDraft({ ...draft, effect })}
                  />
                  <p className="text-xs text-zinc-500">{t('wizard.effectNote')}</p>
                </>
              ) : null}
            </fieldset>
            <div className="flex gap-2">
              {step > 1 ? (
                <Button variant="secondary" onClick={() => setStep(step - 1)}>
                  {t('wizard.back')}
                </Button>
              ) : null}
              <Button type="submit" disabled={step === 1 && !draft.plaats}>
                {step < 4 ? t('wizard.next') : t('wizard.show')}
              </Button>
            </div>
          </form>
        </Card>
      ) : (
        <section aria-labelledby="wizard-results" className="flex flex-col gap-4">
          <div className="flex items-center justify-between">
            <h2 id="wizard-results" className="text-2xl font-semibold">
              {t('wizard.results')}
            </h2>
            <Button
              variant="secondary"
              onClick={() => {
                setChoices(null);
                setStep(1);
              }}
            >
              {t('wizard.restart')}
            </Button>
          </div>
          <QueryState query={results}>
            {(data) => (
              <>
                {data.matches.length === 0 ? <p>{t('wizard.none')}</p> : null}
                <div className="grid gap-3 sm:grid-cols-2">
                  {data.matches.map((shop) => (
                    <div key={shop.id} className="flex flex-col gap-1">
                      <ShopCard shop={shop} />
                      {shop.matchingProducts !== null ? (
                        <span className="text-sm text-zinc-500">{t('wizard.matching', { count: shop.matchingProducts })}</span>
                      ) : null}
                    </div>
                  ))}
                </div>
                {data.menuInStore.length > 0 ? (
                  <>
                    <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">{t('wizard.inStore')}</p>
                    <div className="grid gap-3 sm:grid-cols-2">
                      {data.menuInStore.map((shop) => (
                        <ShopCard key={shop.id} shop={shop} />
                      ))}
                    </div>
                  </>
                ) : null}
              </>
            )}
          </QueryState>
        </section>
      )}
    </Page>
  );
}
