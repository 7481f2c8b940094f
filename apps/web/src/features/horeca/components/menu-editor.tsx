import { type Allergen, DIET_TAGS, type DietTag, type MenuSection } from '@platform/core';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useReplaceMenu } from '../api/replace-menu.ts';
import { AllergenCheckboxes } from './allergen-checkboxes.tsx';

interface DraftDish {
  key: string;
  id?: string;
  name: string;
  description: string;
  price: string;
  contains: Allergen[];
  mayContain: Allergen[];
  diets: DietTag[];
}
interface DraftSection {
  key: string;
  id?: string;
  name: string;
  dishes: DraftDish[];
}

let counter = 0;
const key = () => `draft-${++counter}`;
const emptyDish = (): DraftDish => ({
  key: key(),
  name: '',
  description: '',
  price: '',
  contains: [],
  mayContain: [],
  diets: [],
});
const toDraft = (menu: MenuSection[]): DraftSection[] =>
  menu.map((section) => ({
    key: key(),
    id: section.id,
    name: section.name,
    dishes: section.dishes.map((dish) => ({ ...dish, key: key(), price: String(dish.price).replace('.', ',') })),
  }));

function move<T>(list: T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item);
  return next;
}

/** Edits the whole menu locally and saves it in one go; the server's Dutch checks are listed per dish. */
export function MenuEditor({ venueId, menu }: { venueId: string; menu: MenuSection[] }) {
  const { t } = useTranslation();
  const save = useReplaceMenu(venueId);
  const [sections, setSections] = useState<DraftSection[]>(() => toDraft(menu));
  const [problems, setProblems] = useState<string[]>([]);
  const updateSection = (index: number, change: Partial<DraftSection>) =>
    setSections((current) => current.map((section, i) => (i === index ? { ...section, ...change } : section)));
  const updateDish = (sectionIndex: number, dishIndex: number, change: Partial<DraftDish>) =>
    setSections((current) =>
      current.map((section, i) =>
        i === sectionIndex
          ? { ...section, dishes: section.dishes.map((dish, j) => (j === dishIndex ? { ...dish, ...change } : dish)) }
          : section,
      ),
    );

  function describe(path: ReadonlyArray<PropertyKey>): string {
    const [, s, , d] = path;
    const section = typeof s === 'number' ? sections[s] : undefined;
    const dish = section && typeof d === 'number' ? section.dishes[d] : undefined;
    return [section?.name || t('horecaEditor.section'), dish ? dish.name || t('horecaEditor.dish') : null]
      .filter(Boolean)
      .join(' › ');
  }

  async function submit() {
    setProblems([]);
    try {
      const saved = await save.mutateAsync({
        sections: sections.map((section) => ({
          ...(section.id ? { id: section.id } : {}),
          name: section.name,
          dishes: section.dishes.map(({ key: _key, price, ...dish }) => ({ ...dish, price: Number(price.replace(',', '.')) })),
        })),
      });
      setSections(toDraft(saved));
      toast.success(t('horecaEditor.menuSaved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues.length) {
        setProblems(error.issues.map((issue) => `${describe(issue.path)}: ${issue.message}`));
      }
      toast.error((error as Error).message);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {problems.length ? (
        <ul
          role="alert"
          className="list-disc rounded-md bg-red-50 p-3 pl-8 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {sections.map((section, s) => (
        <section key={section.key} className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex-1">
              <Field
                label={t('horecaEditor.sectionName')}
                value={section.name}
                onChange={(e) => updateSection(s, { name: e.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              aria-label={t('horecaEditor.up', { name: section.name })}
              onClick={() => setSections((c) => move(c, s, -1))}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              aria-label={t('horecaEditor.down', { name: section.name })}
              onClick={() => setSections((c) => move(c, s, 1))}
            >
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              aria-label={t('horecaEditor.removeSection', { name: section.name })}
              onClick={() => setSections((c) => c.filter((_, i) => i !== s))}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
          <ul className="mt-3 flex flex-col gap-4">
            {section.dishes.map((dish, d) => (
              <li key={dish.key} className="flex flex-col gap-2 border-t border-zinc-100 pt-3 dark:border-zinc-800">
                <div className="grid gap-2 sm:grid-cols-[2fr_3fr_1fr_auto] sm:items-end">
                  <Field
                    label={t('horecaEditor.dishName')}
                    value={dish.name}
                    onChange={(e) => updateDish(s, d, { name: e.target.value })}
                  />
                  <Field
                    label={t('horecaEditor.description')}
                    value={dish.description}
                    onChange={(e) => updateDish(s, d, { description: e.target.value })}
                  />
                  <Field
                    label={t('horecaEditor.price')}
                    inputMode="decimal"
                    value={dish.price}
                    onChange={(e) => updateDish(s, d, { price: e.target.value })}
                  />
                  <Button
                    variant="ghost"
                    aria-label={t('horecaEditor.removeDish', { name: dish.name })}
                    onClick={() => updateSection(s, { dishes: section.dishes.filter((_, j) => j !== d) })}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                <AllergenCheckboxes
                  legend={t('horecaEditor.contains')}
                  value={dish.contains}
                  onChange={(next) => updateDish(s, d, { contains: next })}
                />
                <AllergenCheckboxes
                  legend={t('horecaEditor.mayContain')}
                  value={dish.mayContain}
                  onChange={(next) => updateDish(s, d, { mayContain: next })}
                />
                <fieldset className="flex flex-wrap gap-3">
                  <legend className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">{t('horecaEditor.diets')}</legend>
                  {DIET_TAGS.map((diet) => (
                    <Checkbox
                      key={diet}
                      label={t(`horeca.diets.${diet}`)}
                      labelLayout="items-center gap-1 text-xs"
                      boxSize="h-3.5 w-3.5"
                      checked={dish.diets.includes(diet)}
                      onChange={(e) =>
                        updateDish(s, d, {
                          diets: e.target.checked ? [...dish.diets, diet] : dish.diets.filter((item) => item !== diet),
                        })
                      }
                    />
                  ))}
                </fieldset>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => updateSection(s, { dishes: [...section.dishes, emptyDish()] })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('horecaEditor.addDish')}
          </Button>
        </section>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setSections((c) => [...c, { key: key(), name: '', dishes: [emptyDish()] }])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('horecaEditor.addSection')}
        </Button>
        <Button onClick={() => void submit()} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('app.busy') : t('horecaEditor.saveMenu')}
        </Button>
      </div>
    </div>
  );
}
