import { BRANDS } from '@platform/core';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { AccessibilityMenu } from '../features/accessibility/index.ts';
import { AssistantButton } from '../features/assistant/index.ts';
import { useAccount } from '../features/auth/index.ts';
import { useBrand, useTheme } from '../features/brand/index.ts';
import { HydrateInSlices } from '../lib/hydrate-in-slices.tsx';
import { type Language, setLanguage } from '../lib/i18n.ts';
import { MobileNav, UserMenu } from './header-triggers.tsx';
import { BrandSwitch, DesktopNav } from './site-nav.tsx';

export function Header() {
  const { t, i18n } = useTranslation();
  const { me } = useAccount();
  const { brand } = useBrand();
  const config = BRANDS[brand];
  const { resolved, setTheme } = useTheme();
  const nextLanguage: Language = i18n.language === 'en' ? 'nl' : 'en';

  return (
    <header className="border-b border-zinc-200 bg-white/80 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/80">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-3 sm:gap-3 sm:px-4">
        <MobileNav />
        <Link to={brand === 'hospitality' ? '/foodee' : '/'} className="flex shrink-0 items-center gap-2 font-semibold">
          <img src={config.logo} alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
          <span className="sr-only sm:not-sr-only">{config.displayName}</span>
        </Link>
        {/* Hidden below 1280 px, and its links follow only the account (held while hydrating, ADR 084) and the
            brand: its own task (ADR 083). */}
        <HydrateInSlices>
          <DesktopNav />
        </HydrateInSlices>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <BrandSwitch id="brand-switch" className="hidden shrink-0 sm:block" />
          <button
            type="button"
            className={buttonClass('ghost', 'px-1.5! sm:px-2!')}
            onClick={() => void setLanguage(nextLanguage)}
            aria-label={`${t('header.language')}: ${nextLanguage.toUpperCase()}`}
          >
            {nextLanguage.toUpperCase()}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'px-1.5! sm:px-2!')}
            onClick={() => setTheme(resolved === 'dark' ? 'light' : 'dark')}
            aria-label={resolved === 'dark' ? t('header.themeToLight') : t('header.themeToDark')}
          >
            {resolved === 'dark' ? (
              <Sun className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Moon className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
          <AccessibilityMenu />
          <AssistantButton />
          {me ? (
            <UserMenu displayName={me.profile.firstName ?? me.profile.username} />
          ) : (
            <Link to="/auth" className={buttonClass('primary', 'px-3! sm:px-4!')}>
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
