import * as Popover from '@radix-ui/react-popover';
import { Accessibility } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccessibilitySettingsForm } from './accessibility-settings-form.tsx';
import { ACCESSIBILITY_TRIGGER } from './trigger-look.ts';

/** The header's accessibility button: the settings in a popover, for visitors too (no login needed). Loaded on first use. */
export function AccessibilityMenuWidget({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={ACCESSIBILITY_TRIGGER} aria-label={t('accessibility.open')}>
        <Accessibility className="h-5 w-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-md border border-zinc-200 bg-white p-4 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          <AccessibilitySettingsForm />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
