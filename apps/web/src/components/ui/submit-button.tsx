import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** A form's submit button: disabled and saying so while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={pending} aria-busy={pending}>
      {pending ? t('app.busy') : children}
    </Button>
  );
}
