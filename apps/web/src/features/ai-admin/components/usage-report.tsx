import { type AiUsage, AiUsageQuerySchema, dutchDate } from '@platform/core';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatCalendarDay, formatNumber } from '../../../lib/format.ts';
import { useAiUsage } from '../api/ai-control.ts';
import { formatCost, shiftDate } from '../lib/numbers.ts';
import { useAiAdminTexts } from '../texts.ts';

interface Line {
  key: string;
  label: string;
  tokens: number;
  cost: number;
}

function UsageTable({ caption, first, lines }: { caption: string; first: string; lines: Line[] }) {
  const { t, i18n } = useAiAdminTexts();
  return (
    <div className="overflow-x-auto">
      <Table>
        <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{first}</TableHead>
            <TableHead className="text-right">{t('aiAdmin.usage.tokens')}</TableHead>
            <TableHead className="text-right">{t('aiAdmin.usage.cost')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.label}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(line.tokens, 0)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCost(line.cost, i18n.resolvedLanguage)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function UsageTables({ usage }: { usage: AiUsage }) {
  const { t, i18n } = useAiAdminTexts();
  if (usage.total.tokens === 0) return <p className="text-zinc-600 dark:text-zinc-400">{t('aiAdmin.usage.empty')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg font-semibold">
        {t('aiAdmin.usage.total', {
          tokens: formatNumber(usage.total.tokens, 0),
          cost: formatCost(usage.total.cost, i18n.resolvedLanguage),
          price: formatCost(usage.costPer1kTokens, i18n.resolvedLanguage),
        })}
      </p>
      <UsageTable
        caption={t('aiAdmin.usage.perDay')}
        first={t('aiAdmin.usage.day')}
        lines={usage.perDay.map((row) => ({ key: row.day, label: formatCalendarDay(row.day), ...row }))}
      />
      <UsageTable
        caption={t('aiAdmin.usage.perAssistant')}
        first={t('aiAdmin.usage.assistant')}
        lines={usage.perAssistant.map((row) => ({ key: row.assistantId, label: row.name, ...row }))}
      />
      {usage.perPlace.length > 0 ? (
        <UsageTable
          caption={t('aiAdmin.usage.perPlace')}
          first={t('aiAdmin.usage.place')}
          lines={usage.perPlace.map((row) => ({
            key: row.placeId,
            label: row.name ?? t('aiAdmin.usage.removedPlace'),
            ...row,
          }))}
        />
      ) : null}
    </div>
  );
}

/** Recorded tokens and estimated cost in a date range (the last 30 days at first). */
export function UsageReport() {
  const { t } = useAiAdminTexts();
  const today = dutchDate(new Date());
  const [from, setFrom] = useState(shiftDate(today, -29));
  const [to, setTo] = useState(today);
  const range = AiUsageQuerySchema.safeParse({ from, to });
  const valid = range.success ? range.data : { from: today, to: today };
  const usage = useAiUsage(valid);
  const problem = range.success ? undefined : range.error.issues[0];
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="usage-title">
      <h2 id="usage-title" className="text-xl font-semibold">
        {t('aiAdmin.usage.title')}
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('aiAdmin.usage.help')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('aiAdmin.usage.from')}
          type="date"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.target.value)}
          error={problem?.path[0] === 'from' ? problem.message : undefined}
        />
        <Field
          label={t('aiAdmin.usage.to')}
          type="date"
          value={to}
          min={from}
          onChange={(event) => setTo(event.target.value)}
          error={problem && problem.path[0] !== 'from' ? problem.message : undefined}
        />
      </div>
      {range.success ? <QueryState query={usage}>{(data) => <UsageTables usage={data} />}</QueryState> : null}
    </Card>
  );
}
