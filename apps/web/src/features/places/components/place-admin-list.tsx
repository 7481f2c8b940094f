import type { AdminPlace } from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminPlaces } from '../api/get-admin-places.ts';
import type { PlaceKind } from '../api/place-kind.ts';
import { useSetPlaceActive } from '../api/set-place-active.ts';
import { usePlacesTexts } from '../texts.ts';
import { TransferForm } from './transfer-form.tsx';

/** Online or offline: going offline asks first, since the place then vanishes for its owner and the public. */
function StatusAction({ kind, place }: { kind: PlaceKind; place: AdminPlace }) {
  const { t } = usePlacesTexts();
  const setActive = useSetPlaceActive(kind);
  async function change(active: boolean) {
    try {
      await setActive.mutateAsync({ id: place.id, input: { active } });
      toast.success(t(active ? 'places.nowOnline' : 'places.nowOffline', { name: place.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }
  if (!place.active) {
    return (
      <Button
        variant="secondary"
        disabled={setActive.isPending}
        aria-label={`${t('places.bringOnline')}: ${place.name}`}
        onClick={() => change(true)}
      >
        {t('places.bringOnline')}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" disabled={setActive.isPending} aria-label={`${t('places.takeOffline')}: ${place.name}`}>
          {t('places.takeOffline')}
        </Button>
      }
      title={t('places.offlineQuestion', { name: place.name })}
      description={t('places.offlineExplained')}
      confirm={t('places.takeOffline')}
      cancel={t('app.cancel')}
      onConfirm={() => change(false)}
    />
  );
}

function TransferAction({ kind, place }: { kind: PlaceKind; place: AdminPlace }) {
  const { t } = usePlacesTexts();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('places.transferTitle', { name: place.name })}
      description={t('places.transferExplained')}
      trigger={
        <Button variant="ghost" aria-label={`${t('places.transfer')}: ${place.name}`}>
          {t('places.transfer')}
        </Button>
      }
    >
      <TransferForm kind={kind} place={place} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

/** Every place of a brand for admins, offline ones too: status, owner, and the two admin actions. */
export function PlaceAdminList({ kind }: { kind: PlaceKind }) {
  const { t } = usePlacesTexts();
  const places = useAdminPlaces(kind);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  return (
    <section aria-labelledby={`places-${kind}`} className="flex flex-col gap-4">
      <h2 id={`places-${kind}`} className="text-xl font-semibold">
        {t(`places.title.${kind}`)}
      </h2>
      <label className="flex max-w-sm flex-col gap-1 text-sm font-medium">
        {t('places.filter')}
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      <QueryState query={places}>
        {(list) => {
          const shown = list.filter(
            (place) => !needle || `${place.name} ${place.plaats} ${place.ownerEmail ?? ''}`.toLowerCase().includes(needle),
          );
          if (shown.length === 0) return <p className="text-zinc-500">{t('places.none')}</p>;
          return (
            <div className="overflow-x-auto">
              <Table className="text-left">
                <caption className="sr-only">{t(`places.title.${kind}`)}</caption>
                <TableHeader className="border-b border-zinc-200 dark:border-zinc-800">
                  <TableRow>
                    <TableHead className="py-2 pr-4">{t('places.name')}</TableHead>
                    <TableHead className="py-2 pr-4">{t('places.town')}</TableHead>
                    <TableHead className="py-2 pr-4">{t('places.status')}</TableHead>
                    <TableHead className="py-2 pr-4">{t('places.owner')}</TableHead>
                    <TableHead className="py-2">
                      <span className="sr-only">{t('places.actions')}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.map((place) => (
                    <TableRow key={place.id} className="border-b border-zinc-100 dark:border-zinc-800">
                      <TableHead scope="row" className="py-2 pr-4 font-medium">
                        {place.name}
                      </TableHead>
                      <TableCell className="py-2 pr-4">{place.plaats}</TableCell>
                      <TableCell className="py-2 pr-4">
                        <Badge tone={place.active ? 'brand' : 'warning'}>
                          {t(place.active ? 'places.online' : 'places.offline')}
                        </Badge>
                      </TableCell>
                      <TableCell className="py-2 pr-4 break-all">{place.ownerEmail ?? t('places.noOwner')}</TableCell>
                      <TableCell className="py-2">
                        <span className="flex flex-wrap gap-2">
                          <StatusAction kind={kind} place={place} />
                          <TransferAction kind={kind} place={place} />
                        </span>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
