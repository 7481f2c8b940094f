import { Check, Copy } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useIntegrationsTexts } from '../texts.ts';

/** A secret shown once (a new API key or webhook secret), with copy and a button to put it away. */
export function SecretReveal({
  label,
  notice,
  secret,
  onDone,
}: {
  label: string;
  notice: string;
  secret: string;
  onDone(): void;
}) {
  const { t } = useIntegrationsTexts();
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="text-sm">{notice}</p>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-3 py-2 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(secret);
            setCopied(true);
          }}
        >
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? t('integrations.keys.copied') : t('integrations.keys.copy')}
        </Button>
      </div>
      <div>
        <Button variant="ghost" onClick={onDone}>
          {t('integrations.keys.done')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The head of a section that hands out secrets (API keys, webhooks): its title, then the new secret while it is
 * shown (once) or else `children`, the form that creates the next one.
 */
export function SecretSectionHead({
  title,
  label,
  notice,
  secret,
  onDone,
  children,
}: {
  title: string;
  label: string;
  notice: string;
  secret: string | null;
  onDone(): void;
  children: ReactNode;
}) {
  return (
    <>
      <h2 className="text-xl font-semibold">{title}</h2>
      {secret ? <SecretReveal label={label} notice={notice} secret={secret} onDone={onDone} /> : children}
    </>
  );
}
