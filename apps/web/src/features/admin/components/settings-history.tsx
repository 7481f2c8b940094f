import { findProduct, type PayRules, type PlatformSettingChange } from '@platform/core';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSettingsHistory } from '../api/platform-settings.ts';
import { useAdminTexts } from '../texts.ts';

type T = ReturnType<typeof useAdminTexts>['t'];

/** A stored value in words: on/off, the modules that differ, or the text itself. */
function valueText(t: T, change: PlatformSettingChange, value: unknown): string {
  if (typeof value === 'boolean') return value ? t('advanced.on') : t('advanced.off');
  if (change.key === 'modules' && value && typeof value === 'object') {
    const from = (change.from ?? {}) as Record<string, unknown>;
    const differing = Object.entries(value as Record<string, unknown>).filter(([slug, on]) => from[slug] !== on);
    const shown = differing.length > 0 ? differing : Object.entries(value as Record<string, unknown>);
    return shown
      .map(([slug, on]) => `${findProduct(slug)?.name ?? slug}: ${on ? t('advanced.on') : t('advanced.off')}`)
      .join(', ');
  }
  if (typeof value === 'string') return value === '' ? t('advanced.empty') : value;
  if (change.key === 'payRules' && value && typeof value === 'object') {
    const rules = value as Partial<PayRules>;
    const dates = (rules.minimumWages ?? []).map((table) => table.validFrom).join(', ');
    return t('advanced.payRulesSummary', { percent: rules.holidayPayPercent, dates });
  }
  if ((change.key === 'retention' || change.key === 'rateLimits') && value && typeof value === 'object') {
    // The fields that differ from the other side of the change, each with its label; null = the server's default.
    const other = ((value === change.to ? change.from : change.to) ?? {}) as Record<string, unknown>;
    const entries = Object.entries(value as Record<string, unknown>);
    const differing = entries.filter(([field, v]) => other[field] !== v);
    return (differing.length > 0 ? differing : entries)
      .map(([field, v]) => `${t(`advanced.${change.key}.${field}.label`)}: ${v === null ? t('advanced.default') : String(v)}`)
      .join('; ');
  }
  return '—';
}

/** Who changed which setting when, from what to what (the audit log's rows for the settings). */
export function SettingsHistory() {
  const { t } = useAdminTexts();
  const history = useSettingsHistory();
  return (
    <Card aria-labelledby="advanced-history-title">
      <h2 id="advanced-history-title" className="mb-3 text-xl font-semibold">
        {t('advanced.historyTitle')}
      </h2>
      <QueryState query={history}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-zinc-600 dark:text-zinc-400">{t('advanced.historyEmpty')}</p>
          ) : (
            // On a phone the rows scroll sideways in a region the keyboard can reach (WCAG 2.1.1).
            <ScrollRegion label={t('advanced.historyTitle')}>
              <Table className="text-left">
                <TableHeader>
                  <TableRow className="border-b border-zinc-200 dark:border-zinc-800">
                    <TableHead className="py-2 pr-3">{t('advanced.when')}</TableHead>
                    <TableHead className="py-2 pr-3">{t('advanced.who')}</TableHead>
                    <TableHead className="py-2 pr-3">{t('advanced.setting')}</TableHead>
                    <TableHead className="py-2">{t('advanced.change')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((change) => (
                    <TableRow key={change.id} className="border-b border-zinc-100 align-top dark:border-zinc-800">
                      <TableCell className="py-2 pr-3 whitespace-nowrap">{formatDate(change.createdAt, true)}</TableCell>
                      <TableCell className="py-2 pr-3">
                        {change.actor.name ?? change.actor.email ?? t('advanced.unknownActor')}
                      </TableCell>
                      <TableCell className="py-2 pr-3">
                        {t(`advanced.keys.${change.key}`, { defaultValue: change.key })}
                      </TableCell>
                      <TableCell className="py-2 break-words">
                        {change.key === 'modules'
                          ? valueText(t, change, change.to)
                          : t('advanced.fromTo', {
                              from: valueText(t, change, change.from),
                              to: valueText(t, change, change.to),
                            })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )
        }
      </QueryState>
    </Card>
  );
}
