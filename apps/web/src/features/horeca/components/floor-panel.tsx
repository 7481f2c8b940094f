import { AreaInputSchema, type Floor, type FloorArea } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddArea } from '../api/add-area.ts';
import { useFloor } from '../api/get-floor.ts';
import { useRemoveArea } from '../api/remove-area.ts';
import { useRenameArea } from '../api/rename-area.ts';
import { useHorecaTexts } from '../texts.ts';
import { FloorPlan } from './floor-plan.tsx';
import { TableForm } from './table-form.tsx';

function AreaRow({ venueId, area }: { venueId: string; area: FloorArea }) {
  const { t } = useHorecaTexts();
  const rename = useRenameArea(venueId);
  const remove = useRemoveArea(venueId);
  const form = useZodForm(AreaInputSchema, { name: area.name });
  return (
    <li>
      <Form
        form={form}
        onSubmit={async (input) => {
          await rename.mutateAsync({ id: area.id, ...input });
          toast.success(t('floor.areaRenamed'));
        }}
        className="flex items-end gap-2"
        aria-label={t('floor.areaLabel', { name: area.name })}
      >
        <FormField name="name" label={t('floor.areaName')} />
        <Button type="submit" variant="secondary" disabled={rename.isPending}>
          {t('floor.rename')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() =>
            remove.mutate(area.id, {
              onSuccess: () => toast.success(t('floor.areaRemoved', { name: area.name })),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {t('floor.removeArea')}
        </Button>
      </Form>
    </li>
  );
}

function Areas({ floor }: { floor: Floor }) {
  const { t } = useHorecaTexts();
  const add = useAddArea(floor.venue.id);
  const form = useZodForm(AreaInputSchema, { name: '' });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{t('floor.areas')}</h3>
      <ul className="flex flex-col gap-2">
        {floor.areas.map((area) => (
          <AreaRow key={`${area.id}-${area.name}`} venueId={floor.venue.id} area={area} />
        ))}
      </ul>
      <Form
        form={form}
        onSubmit={async (input) => {
          await add.mutateAsync(input);
          toast.success(t('floor.areaAdded'));
          form.reset({ name: '' });
        }}
        className="flex items-end gap-2"
        aria-label={t('floor.newArea')}
      >
        <FormField name="name" label={t('floor.newArea')} />
        <Button type="submit" disabled={add.isPending}>
          {t('floor.addArea')}
        </Button>
      </Form>
    </div>
  );
}

/** The manager's "Plattegrond" tab: the plan to drag tables on, the chosen (or a new) table's form, and the areas. */
export function FloorPanel({ venueId }: { venueId: string }) {
  const { t } = useHorecaTexts();
  const floor = useFloor(venueId);
  const [selectedId, setSelectedId] = useState('');
  return (
    <QueryState query={floor}>
      {(data) => {
        const selected = data.tables.find((table) => table.id === selectedId);
        return (
          <div className="flex flex-col gap-6">
            <div>
              <h2 className="text-lg font-semibold">{t('floor.title')}</h2>
              <p className="mb-3 text-sm text-zinc-500">{t('floor.help')}</p>
              <FloorPlan floor={data} selectedId={selectedId} onSelect={setSelectedId} />
            </div>
            <div className="grid gap-6 md:grid-cols-2">
              <div className="flex flex-col gap-3">
                <SelectField
                  label={t('floor.chooseTable')}
                  value={selected ? selected.id : ''}
                  onChange={(event) => setSelectedId(event.target.value)}
                >
                  <option value="">{t('floor.newTable')}</option>
                  {data.tables.map((table) => (
                    <option key={table.id} value={table.id}>
                      {t('floor.tableOption', { name: table.name, seats: table.seats })}
                    </option>
                  ))}
                </SelectField>
                {data.areas.length === 0 ? (
                  <p className="text-sm text-zinc-500">{t('floor.addAreaFirst')}</p>
                ) : (
                  <TableForm
                    key={selected ? `${selected.id}-${selected.combinesWith.join()}` : 'new'}
                    floor={data}
                    table={selected}
                    onSaved={setSelectedId}
                  />
                )}
              </div>
              <Areas floor={data} />
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
