import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** Previous / "Pagina x van y" / next, for every paged list; `children` sits at the end (e.g. a total). */
export function Pager({
  page,
  pages,
  onChange,
  label,
  children,
}: {
  page: number;
  pages: number;
  onChange(page: number): void;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('pager.label')} className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.page', { page, pages: Math.max(1, pages) })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
      </Button>
      {children}
    </nav>
  );
}
