import type { ManagedMerchandise } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminItems, useAdminOrders, useRemoveItem, useSetPublished } from '../api/manage.ts';
import { MerchandiseForm } from '../components/merchandise-form.tsx';
import { OrdersList } from '../components/orders-list.tsx';
import { formatCents } from '../components/price.ts';
import { useMerchandiseTexts } from '../texts.ts';

function Actions({ item, onEdit }: { item: ManagedMerchandise; onEdit(): void }) {
  const { t } = useMerchandiseTexts();
  const setPublished = useSetPublished();
  const remove = useRemoveItem({ kind: 'platform' });
  const toggle = () =>
    setPublished.mutate(
      { id: item.id, published: !item.published },
      {
        onSuccess: () =>
          toast.success(item.published ? t('merchandise.admin.unpublished') : t('merchandise.admin.publishedDone')),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {item.seller.kind === 'partner' && item.seller.id ? (
        <Link
          to={`/admin/partners/${item.seller.id}/merchandise/${item.id}/edit`}
          className={buttonClass('secondary')}
          aria-label={`${t('merchandise.list.edit')}: ${item.name}`}
        >
          {t('merchandise.list.edit')}
        </Link>
      ) : (
        <Button variant="secondary" onClick={onEdit} aria-label={`${t('merchandise.list.edit')}: ${item.name}`}>
          {t('merchandise.list.edit')}
        </Button>
      )}
      <Button variant="secondary" onClick={toggle} disabled={setPublished.isPending}>
        {item.published ? t('merchandise.admin.unpublish') : t('merchandise.admin.publish')}
      </Button>
      {item.seller.kind === 'platform' ? (
        <ConfirmDialog
          trigger={<Button variant="danger">{t('merchandise.list.remove')}</Button>}
          title={t('merchandise.list.removeConfirm', { name: item.name })}
          confirm={t('merchandise.list.remove')}
          cancel={t('merchandise.list.cancel')}
          onConfirm={() =>
            // mutateAsync, not mutate's callbacks: the removed row unmounts when the list is fetched again.
            remove.mutateAsync(item.id).then(
              () => toast.success(t('merchandise.list.removed')),
              (error: Error) => toast.error(error.message),
            )
          }
        />
      ) : null}
    </div>
  );
}

/** /admin/merchandise: the platform's items (create, edit, delete), partners' items (edit, take offline) and all order requests. */
export function AdminMerchandisePage() {
  const { t } = useMerchandiseTexts();
  const items = useAdminItems();
  const orders = useAdminOrders();
  const [editing, setEditing] = useState<{ item: ManagedMerchandise | null } | null>(null);
  return (
    <Page title={t('merchandise.admin.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('merchandise.admin.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-300">{t('merchandise.admin.intro')}</p>
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-semibold">{t('merchandise.admin.platformItems')}</h2>
            <Button onClick={() => setEditing({ item: null })}>{t('merchandise.list.add')}</Button>
          </div>
          {editing ? (
            <MerchandiseForm
              key={editing.item?.id ?? 'new'}
              scope={{ kind: 'platform' }}
              item={editing.item}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </Card>
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('merchandise.admin.allItems')}</h2>
          <QueryState query={items}>
            {(rows) =>
              rows.length === 0 ? (
                <p className="text-zinc-500">{t('merchandise.list.empty')}</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('merchandise.form.name')}</TableHead>
                      <TableHead>{t('merchandise.admin.seller')}</TableHead>
                      <TableHead>{t('merchandise.price')}</TableHead>
                      <TableHead>{t('merchandise.admin.stock')}</TableHead>
                      <TableHead>{t('merchandise.admin.status')}</TableHead>
                      <TableHead>{t('merchandise.admin.actions')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((item) => (
                      <TableRow key={item.id}>
                        <TableCell>
                          {item.published ? <Link to={`/merchandise/${item.id}`}>{item.name}</Link> : item.name}
                        </TableCell>
                        <TableCell>{item.seller.kind === 'platform' ? t('merchandise.platform') : item.seller.name}</TableCell>
                        <TableCell>{formatCents(item.priceCents)}</TableCell>
                        <TableCell>{item.stock}</TableCell>
                        <TableCell>
                          <Badge tone={item.published ? 'brand' : 'neutral'}>
                            {item.published ? t('merchandise.list.published') : t('merchandise.list.draft')}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          <Actions item={item} onEdit={() => setEditing({ item })} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )
            }
          </QueryState>
        </section>
        <Card>
          <OrdersList query={orders} showSeller />
        </Card>
      </div>
    </Page>
  );
}
