import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadingScreen, Spinner } from '../../../components/ui/spinner.tsx';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { storage } from '../../../lib/storage.ts';
import { MenuBoard } from '../components/menu-board.tsx';
import { useLiveFeed } from '../hooks/use-live-feed.ts';
import { useMenuViews } from '../hooks/use-menu-views.ts';

/**
 * The pairing form with the form library and its zod schema as a chunk of its own (bundle budget, ADR 087): a paired
 * screen never needs it, and an unpaired one keeps the server's HTML until its code is in (ADR 085).
 */
const PairForm = lazyPage(() => import('../components/pair-form.tsx'), 'PairForm');

const tokenKey = (coffeeshopId: string) => `screen_token:${coffeeshopId}`;
const IDLE_MS = 60_000;

/** Dark, brand-coloured and without the site header: a TV in the shop. */
function useScreenChrome(title: string) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('dark');
    root.dataset.brand = 'cannabis';
    document.title = title;
  }, [title]);
}

function LiveScreen({ token, onRevoked }: { token: string; onRevoked(): void }) {
  const { t } = useTranslation();
  const { feed, offline, revoked, loading } = useLiveFeed(token);
  const [dimmed, setDimmed] = useState(false);
  // The menu is on view when it has loaded and the screen is not dimmed: that counts as a menu view (ADR 076).
  useMenuViews(token, Boolean(feed) && !dimmed);

  useEffect(() => {
    if (revoked) onRevoked();
  }, [revoked, onRevoked]);

  useEffect(() => {
    if (!feed?.screen.dimUntilTapped || dimmed) return;
    const timer = setTimeout(() => setDimmed(true), IDLE_MS);
    return () => clearTimeout(timer);
  }, [feed?.screen.dimUntilTapped, dimmed]);

  if (!feed)
    return loading ? <LoadingScreen label={t('screens.loading')} /> : <p className="p-10 text-2xl">{t('screens.revoked')}</p>;
  return (
    <div className="relative">
      <MenuBoard feed={feed} offline={offline} />
      {dimmed ? (
        <button
          type="button"
          onClick={() => setDimmed(false)}
          className="absolute inset-0 flex items-end justify-center bg-black/85 pb-16 text-2xl text-zinc-300"
        >
          {t('screens.tapToWake')}
        </button>
      ) : null}
    </div>
  );
}

/** /coffeeshop/{coffeeshopId}/menu: the display for a TV in the shop; no login, a secret URL or a pairing code. */
export function ScreenDisplayPage() {
  const { t } = useTranslation();
  useScreenChrome(t('screens.title'));
  const { coffeeshopId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState(() => params.get('screen') ?? storage.get(tokenKey(coffeeshopId)));
  const [revoked, setRevoked] = useState(false);

  useEffect(() => {
    if (token) storage.set(tokenKey(coffeeshopId), token);
  }, [token, coffeeshopId]);

  if (!token || revoked) {
    return (
      <div className="min-h-screen bg-zinc-950 px-4">
        {revoked ? <p className="pt-10 text-center text-xl text-amber-300">{t('screens.revoked')}</p> : null}
        <Suspense fallback={<Spinner />}>
          <PairForm
            onPaired={(next) => {
              setRevoked(false);
              setToken(next);
              setParams({ screen: next }, { replace: true });
            }}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <LiveScreen
      token={token}
      onRevoked={() => {
        storage.remove(tokenKey(coffeeshopId));
        setRevoked(true);
      }}
    />
  );
}
