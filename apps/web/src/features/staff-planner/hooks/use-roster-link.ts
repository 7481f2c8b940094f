import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useLinkRoster } from '../api/me.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/**
 * The roster mail's link (`/staff-planner?koppel=…`): once signed in, it links this account to the employee, then
 * leaves the address bar clean. The mailed token is the proof of the address (ADR 047, amended).
 */
export function useRosterLink(onLinked: () => void) {
  const { t } = useStaffPlannerTexts();
  const [params, setParams] = useSearchParams();
  const token = params.get('koppel');
  const link = useLinkRoster();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    link.mutate(token, {
      onSuccess: () => {
        toast.success(t('planner.linked'));
        onLinked();
      },
      onError: (error) => toast.error(error instanceof ApiRequestError ? error.message : t('errors.unexpected')),
      onSettled: () =>
        setParams(
          (current) => {
            current.delete('koppel');
            return current;
          },
          { replace: true },
        ),
    });
  }, [token, link, setParams, onLinked, t]);
}
