import { Accessibility } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferred, StandInButton, type StandInHandlers } from '../../components/ui/deferred.tsx';
import { ACCESSIBILITY_TRIGGER } from './trigger-look.ts';

function AccessibilityStandIn(handlers: StandInHandlers) {
  const { t } = useTranslation();
  return (
    <StandInButton className={ACCESSIBILITY_TRIGGER} label={t('accessibility.open')} popup="dialog" {...handlers}>
      <Accessibility className="h-5 w-5" aria-hidden="true" />
    </StandInButton>
  );
}

/** The header's accessibility button; its popover (Radix and the settings form) loads on first use (ADR 037). */
export const AccessibilityMenu = deferred(
  () => import('./accessibility-menu.tsx').then((module) => module.AccessibilityMenuWidget),
  AccessibilityStandIn,
);
