import { widgetSnippet } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useHorecaTexts } from '../texts.ts';

/** The booking widget's code for the venue's own website, with a copy button (ADR 058). */
export function WidgetSnippet({ venueId }: { venueId: string }) {
  const { t } = useHorecaTexts();
  const [copied, setCopied] = useState(false);
  const code = widgetSnippet(window.location.origin, venueId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(t('horecaManager.widget.copied'));
    } catch {
      toast.error(t('horecaManager.widget.copyFailed'));
    }
  };
  return (
    <section
      aria-labelledby="widget-snippet-title"
      className="flex flex-col gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <h2 id="widget-snippet-title" className="text-lg font-semibold">
        {t('horecaManager.widget.title')}
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('horecaManager.widget.intro')}</p>
      <label htmlFor={`widget-code-${venueId}`} className="text-sm font-medium">
        {t('horecaManager.widget.codeLabel')}
      </label>
      <textarea
        id={`widget-code-${venueId}`}
        readOnly
        rows={3}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-zinc-300 bg-zinc-50 p-2 font-mono text-xs break-all dark:border-zinc-700 dark:bg-zinc-900"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void copy()}>
          {copied ? t('horecaManager.widget.copiedButton') : t('horecaManager.widget.copy')}
        </Button>
        <a href={`/widget/reserveren/${venueId}`} target="_blank" rel="noopener" className="text-sm text-brand underline">
          {t('horecaManager.widget.preview')}
        </a>
      </div>
    </section>
  );
}
