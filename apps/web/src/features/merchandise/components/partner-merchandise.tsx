import type { ManagedMerchandise } from '@platform/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { type SellerScope, usePartnerItems, usePartnerOrders, useRemoveItem } from '../api/manage.ts';
import { useMerchandiseTexts } from '../texts.ts';
import { MerchandiseForm } from './merchandise-form.tsx';
import { OrdersList } from './orders-list.tsx';
import { formatCents } from './price.ts';

/** One item's row: name, price, stock, status and its actions. */
export function ItemSummary({ item, children }: { item: ManagedMerchandise; children?: ReactNode }) {
  const { t } = useMerchandiseTexts();
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <span className="font-medium">{item.name}</span>
      <span className="text-sm">{formatCents(item.priceCents)}</span>
      <span className="text-sm text-zinc-500">
        {item.stock > 0 ? t('merchandise.inStock', { count: item.stock }) : t('merchandise.soldOut')}
      </span>
      <Badge tone={item.published ? 'brand' : 'neutral'}>
        {item.published ? t('merchandise.list.published') : t('merchandise.list.draft')}
      </Badge>
      <span className="text-sm text-zinc-500">{t('merchandise.list.orders', { count: item.orders })}</span>
      <span className="ml-auto flex flex-wrap gap-2">{children}</span>
    </li>
  );
}

/** The partner dashboard's merchandise: its items (add, edit, delete) and the order requests for them. */
export function PartnerMerchandise({ partnerId, partnerPublic }: { partnerId: string; partnerPublic: boolean }) {
  const { t } = useMerchandiseTexts();
  const scope: SellerScope = { kind: 'partner', partnerId };
  const items = usePartnerItems(partnerId);
  const orders = usePartnerOrders(partnerId);
  const remove = useRemoveItem(scope);
  const [editing, setEditing] = useState<{ item: ManagedMerchandise | null } | null>(null);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="partner-merchandise-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="partner-merchandise-title" className="text-lg font-semibold">
          {t('merchandise.list.title')}
        </h2>
        <Button onClick={() => setEditing({ item: null })}>{t('merchandise.list.add')}</Button>
      </div>
      {editing ? (
        <div className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
          <MerchandiseForm key={editing.item?.id ?? 'new'} scope={scope} item={editing.item} onDone={() => setEditing(null)} />
        </div>
      ) : null}
      <QueryState query={items}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-zinc-500">{t('merchandise.list.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {rows.map((item) => (
                <ItemSummary key={item.id} item={item}>
                  {item.published && partnerPublic ? (
                    <Link to={`/merchandise/${item.id}`} className="self-center text-sm underline">
                      {t('merchandise.list.view')}
                    </Link>
                  ) : null}
                  <Button variant="secondary" onClick={() => setEditing({ item })}>
                    {t('merchandise.list.edit')}
                  </Button>
                  <ConfirmDialog
                    trigger={<Button variant="danger">{t('merchandise.list.remove')}</Button>}
                    title={t('merchandise.list.removeConfirm', { name: item.name })}
                    confirm={t('merchandise.list.remove')}
                    cancel={t('merchandise.list.cancel')}
                    onConfirm={() =>
                      remove.mutate(item.id, {
                        onSuccess: () => toast.success(t('merchandise.list.removed')),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  />
                </ItemSummary>
              ))}
            </ul>
          )
        }
      </QueryState>
      <OrdersList query={orders} />
    </section>
  );
}
