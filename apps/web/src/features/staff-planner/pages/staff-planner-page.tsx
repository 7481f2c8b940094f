import { dutchDate, mondayOf } from '@platform/core';
import { useCallback, useState } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { MyRosterView } from '../components/my-roster.tsx';
import { PlannerBoard } from '../components/planner-board.tsx';
import { usePlannerPlaces } from '../hooks/use-planner-places.ts';
import { useRosterLink } from '../hooks/use-roster-link.ts';
import { useStaffPlannerTexts } from '../texts.ts';

type Tab = 'plan' | 'mine';

/**
 * /staff-planner and /staffing-planner (ADR 047): owners and managers with the staff right plan their shops' and
 * venues' weeks; everyone sees "Mijn rooster" (their own shifts where an owner put them on the roster).
 */
export function StaffPlannerPage() {
  const { t } = useStaffPlannerTexts();
  const { places, pending } = usePlannerPlaces();
  const [week, setWeek] = useState(() => mondayOf(dutchDate(new Date())));
  const [tab, setTab] = useState<Tab | null>(null);
  const current: Tab = tab ?? (places.length > 0 ? 'plan' : 'mine');
  useRosterLink(useCallback(() => setTab('mine'), []));
  return (
    <Page title={t('planner.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('planner.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('planner.intro')}</p>
      {pending ? (
        <Spinner />
      ) : (
        <>
          {places.length > 0 ? (
            <TabList<Tab>
              label={t('planner.tabs')}
              value={current}
              options={['plan', 'mine']}
              onChange={setTab}
              text={(value) => t(`planner.tab.${value}`)}
              className="mb-4"
            />
          ) : null}
          {current === 'plan' && places.length > 0 ? (
            <PlannerBoard places={places} week={week} onWeek={setWeek} />
          ) : (
            <MyRosterView week={week} onWeek={setWeek} />
          )}
        </>
      )}
    </Page>
  );
}
