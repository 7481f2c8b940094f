import type { PopularDish } from '@platform/core';
import { Card } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useReportsTexts } from '../texts.ts';

/** A venue's most viewed dishes (views of the course-menu pages that serve them), beside the period before. */
export function PopularDishes({ dishes }: { dishes: PopularDish[] }) {
  const { t } = useReportsTexts();
  return (
    <Card>
      <h2 id="popular-dishes" className="mb-1 text-lg font-semibold">
        {t('reports.dishes.title')}
      </h2>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t('reports.dishes.intro')}</p>
      {dishes.length === 0 ? (
        <p>{t('reports.dishes.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-labelledby="popular-dishes">
            <TableHeader>
              <TableRow>
                <TableHead>{t('reports.dishes.dish')}</TableHead>
                <TableHead>{t('reports.dishes.views')}</TableHead>
                <TableHead>{t('reports.dishes.previousViews')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {dishes.map((dish) => (
                <TableRow key={dish.name}>
                  <TableCell>{dish.name}</TableCell>
                  <TableCell>{formatNumber(dish.views)}</TableCell>
                  <TableCell>{formatNumber(dish.previousViews)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Card>
  );
}
