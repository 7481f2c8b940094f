import { PLANS_PATH } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

/**
 * Shown instead of a module when the place's plan does not include it (403 `MODULE_NOT_IN_PLAN`, ADR 058):
 * the server's message names the plan needed; the button leads to the plans page.
 */
export function UpgradeCard({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="upgrade-card-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 id="upgrade-card-title" className="text-lg font-semibold">
        {t('upgrade.title')}
      </h2>
      <p>{message}</p>
      <Link to={PLANS_PATH} className={buttonClass('primary')}>
        {t('upgrade.link')}
      </Link>
    </section>
  );
}
