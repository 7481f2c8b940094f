import {
  FLOOR_PLAN_HEIGHT,
  FLOOR_PLAN_WIDTH,
  type Floor,
  type FloorTable,
  TableFormInputSchema,
  type TableForm as TableFormValues,
} from '@platform/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormCheckbox, FormError, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRemoveTable } from '../api/remove-table.ts';
import { useSaveTable } from '../api/save-table.ts';
import { useHorecaTexts } from '../texts.ts';
import { TABLE_HEIGHT, TABLE_WIDTH } from './floor-plan.tsx';

/** The other tables as ticks: "combinable with" is a set of explicit pairs (ADR 031). */
function Partners({ floor, ownId }: { floor: Floor; ownId: string | undefined }) {
  const { t } = useHorecaTexts();
  const { watch, setValue } = useFormContext<TableFormValues>();
  const chosen = watch('combinesWith');
  const others = floor.tables.filter((table) => table.id !== ownId);
  const toggle = (id: string, on: boolean) =>
    setValue('combinesWith', on ? [...chosen, id] : chosen.filter((item) => item !== id), { shouldDirty: true });
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{t('floor.combinesWith')}</legend>
      {others.length === 0 ? <p className="text-sm text-zinc-500">{t('floor.noOtherTables')}</p> : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {others.map((table) => (
          <Checkbox
            key={table.id}
            label={t('floor.tableOption', { name: table.name, seats: table.seats })}
            checked={chosen.includes(table.id)}
            onChange={(event) => toggle(table.id, event.target.checked)}
          />
        ))}
      </div>
      <FormError name="combinesWith" />
    </fieldset>
  );
}

/** A free spot for a new table: the next place in rows of six. */
function nextSpot(floor: Floor) {
  const index = floor.tables.length;
  return {
    x: Math.min(20 + (index % 6) * 120, FLOOR_PLAN_WIDTH - TABLE_WIDTH),
    y: Math.min(20 + Math.floor(index / 6) * 100, FLOOR_PLAN_HEIGHT - TABLE_HEIGHT),
  };
}

/** Adds a table (no `table`) or changes the chosen one; a table with coming reservations cannot be removed. */
export function TableForm({ floor, table, onSaved }: { floor: Floor; table?: FloorTable; onSaved(id: string): void }) {
  const { t } = useHorecaTexts();
  const save = useSaveTable(floor.venue.id);
  const remove = useRemoveTable(floor.venue.id);
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(TableFormInputSchema, {
    areaId: table?.areaId ?? floor.areas[0]?.id ?? '',
    name: table?.name ?? '',
    seats: String(table?.seats ?? 2),
    minParty: String(table?.minParty ?? 1),
    bookableOnline: table?.bookableOnline ?? true,
    combinesWith: table?.combinesWith ?? [],
  });
  const submit = async (input: z.output<typeof TableFormInputSchema>) => {
    const position = table ? { x: table.x, y: table.y } : nextSpot(floor);
    const saved = await save.mutateAsync({ ...input, ...position, ...(table ? { id: table.id } : {}) });
    toast.success(t(table ? 'floor.tableSaved' : 'floor.tableAdded', { name: saved.name }));
    onSaved(saved.id);
  };
  const title = table ? t('floor.editTable', { name: table.name }) : t('floor.newTable');
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3" aria-label={title}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <FormSelect name="areaId" label={t('floor.area')}>
        {floor.areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </FormSelect>
      <FormField name="name" label={t('floor.tableName')} maxLength={20} />
      <div className="grid grid-cols-2 gap-3">
        <FormField name="seats" label={t('floor.seats')} type="number" min={1} max={30} />
        <FormField name="minParty" label={t('floor.minParty')} type="number" min={1} max={30} />
      </div>
      <FormCheckbox name="bookableOnline" label={t('floor.bookableOnline')} />
      <Partners floor={floor} ownId={table?.id} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {table ? t('floor.saveTable') : t('floor.addTable')}
        </Button>
        {table ? (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            {t('floor.removeTable')}
          </Button>
        ) : null}
      </div>
      {table ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('floor.removeTitle', { name: table.name })}
          description={t('floor.removeText')}
          confirm={t('floor.removeYes')}
          cancel={t('floor.keep')}
          onConfirm={() =>
            remove.mutate(table.id, {
              onSuccess: () => {
                toast.success(t('floor.tableRemoved', { name: table.name }));
                onSaved('');
              },
              onError: (error) => toast.error(error.message),
            })
          }
        />
      ) : null}
    </Form>
  );
}
