import type { CsvImportResult } from '@platform/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { toast } from '../../../lib/toast.ts';
import { useImportCsv } from '../api/import-csv.ts';

/** Export, and import with a preview: every row is checked; nothing is imported while one is wrong. */
export function CsvPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const fileId = useId();
  const importer = useImportCsv(shopId);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<CsvImportResult | null>(null);

  const run = async (dryRun: boolean) => {
    if (!csv) return;
    try {
      const result = await importer.mutateAsync({ csv, dryRun });
      setPreview(result);
      if (!dryRun && result.imported > 0) {
        toast.success(t('menu.csv.done', { count: result.imported }));
        setPreview(null);
        setCsv(null);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <a href={`/api/menu/shops/${shopId}/products.csv`} download="menu.csv" className={buttonClass('secondary')}>
          {t('menu.csv.export')}
        </a>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t('menu.csv.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              setPreview(null);
              try {
                setCsv(file ? await file.text() : null);
              } catch {
                toast.error(t('menu.csv.readError'));
              }
            }}
            className="text-sm"
          />
        </div>
        <Button variant="secondary" disabled={!csv || importer.isPending} onClick={() => void run(true)}>
          {t('menu.csv.check')}
        </Button>
      </div>
      {preview ? (
        <section aria-label={t('menu.csv.preview')} className="flex flex-col gap-2">
          <p role="status" className={preview.valid ? 'text-emerald-600' : 'text-red-600'}>
            {preview.valid ? t('menu.csv.valid', { count: preview.rows.length }) : t('menu.csv.invalid')}
          </p>
          <Table>
            <TableHeader>
              <TableRow className="border-b border-zinc-200 text-left dark:border-zinc-800">
                <TableHead className="py-1 pr-3">{t('menu.csv.line')}</TableHead>
                <TableHead className="py-1 pr-3">{t('menu.columns.naam')}</TableHead>
                <TableHead className="py-1 pr-3">{t('menu.csv.action')}</TableHead>
                <TableHead className="py-1">{t('menu.csv.errors')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.line} className={row.ok ? '' : 'bg-red-50 dark:bg-red-950/30'}>
                  <TableCell className="py-1 pr-3">{row.line}</TableCell>
                  <TableCell className="py-1 pr-3">{row.naam}</TableCell>
                  <TableCell className="py-1 pr-3">{row.action ? t(`menu.csv.actions.${row.action}`) : '—'}</TableCell>
                  <TableCell className="py-1">{row.ok ? t('menu.csv.ok') : row.errors.join('; ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div>
            <Button disabled={!preview.valid || importer.isPending} onClick={() => void run(false)}>
              {t('menu.csv.confirm')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
