import { NETWORK_SPECS, type SocialChecks } from '@platform/core';
import { Scale, ShieldAlert } from 'lucide-react';
import { useSocialTexts } from '../texts.ts';

/** The two checks before scheduling, shown apart: Dutch law (blocking) and platform policies (a warning). */
export function CheckPanels({ checks }: { checks: SocialChecks }) {
  const { t } = useSocialTexts();
  const { law, policy } = checks;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <section
        aria-labelledby="law-check"
        className={
          law.blocked
            ? 'rounded-lg border border-red-300 bg-red-50 p-3 dark:border-red-800 dark:bg-red-950/40'
            : 'rounded-lg border border-zinc-200 p-3 dark:border-zinc-700'
        }
      >
        <h3 id="law-check" className="flex items-center gap-2 font-semibold">
          <Scale className="h-4 w-4" aria-hidden="true" />
          {t('social.law.title')}
        </h3>
        {!law.applies ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-300">{t('social.law.notApplicable')}</p>
        ) : law.findings.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-300">{t('social.law.clear')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm font-medium" role={law.blocked ? 'alert' : undefined}>
              {law.blocked ? t('social.law.blocked') : t('social.law.advice')}
            </p>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {law.findings.map((finding) => (
                <li key={`${finding.label}:${finding.match}`}>
                  <strong>“{finding.match}”</strong> — {finding.reason}{' '}
                  <a href={finding.source.url} target="_blank" rel="noreferrer" className="underline">
                    {t('social.source', { source: finding.source.label })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section
        aria-labelledby="policy-check"
        className={
          policy.length > 0
            ? 'rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/40'
            : 'rounded-lg border border-zinc-200 p-3 dark:border-zinc-700'
        }
      >
        <h3 id="policy-check" className="flex items-center gap-2 font-semibold">
          <ShieldAlert className="h-4 w-4" aria-hidden="true" />
          {t('social.policy.title')}
        </h3>
        {policy.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-300">{t('social.policy.clear')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm font-medium">{t('social.policy.warning')}</p>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {policy.map((warning) => (
                <li key={warning.network}>
                  <strong>{NETWORK_SPECS[warning.network].label}</strong> (“{warning.match}”): {warning.reason}{' '}
                  <a href={warning.source.url} target="_blank" rel="noreferrer" className="underline">
                    {t('social.source', { source: warning.source.label })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
