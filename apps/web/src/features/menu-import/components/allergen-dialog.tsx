import { ALLERGENS, type ParsedItem } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { useMenuImportTexts } from '../texts.ts';

/** The 14 allergens as checkboxes for one dish, starting from what the parse found. */
export function AllergenDialog({
  item,
  onSave,
  trigger,
}: {
  item: ParsedItem;
  onSave(allergens: string[]): void;
  trigger: React.ReactNode;
}) {
  const { t } = useMenuImportTexts();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(item.allergens ?? []));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setChosen(new Set(item.allergens ?? []));
        setOpen(next);
      }}
      trigger={trigger}
      title={t('menuImport.review.allergensTitle', { name: item.name })}
    >
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(ALLERGENS.filter((allergen) => chosen.has(allergen)));
          setOpen(false);
        }}
      >
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-2 text-sm font-medium">{t('menuImport.review.allergensLegend')}</legend>
          {ALLERGENS.map((allergen) => (
            <Checkbox
              key={allergen}
              label={t(`horeca.allergens.${allergen}`)}
              checked={chosen.has(allergen)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(allergen);
                else next.delete(allergen);
                setChosen(next);
              }}
            />
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('menuImport.review.cancel')}</Button>
          </DialogClose>
          <Button type="submit">{t('menuImport.review.allergensSave')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
