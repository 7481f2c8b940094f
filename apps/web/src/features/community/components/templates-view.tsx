import { COMPLIANCE } from '@platform/core';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

const TEMPLATE_KEYS = ['residency', 'chain', 'checklist'] as const;

/** Three educational posts with the maker's municipality filled in (spec item 9). */
export function TemplatesView({ gemeente, onUse }: { gemeente: string; onUse(text: string): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COMPLIANCE.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (key: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
    } catch (error) {
      console.error('Kopiëren naar het klembord mislukt', error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('community.templates.intro')}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {TEMPLATE_KEYS.map((key) => {
          const title = t(`community.templates.${key}.title`, { gemeente });
          const body = t(`community.templates.${key}.body`, { gemeente });
          return (
            <Card key={key} className="flex flex-col gap-3">
              <h3 className="font-semibold">{title}</h3>
              <p className="flex-1 text-sm text-zinc-600 dark:text-zinc-400">{body}</p>
              <div className="flex gap-2">
                <Button onClick={() => onUse(body)} aria-label={`${t('community.templates.use')}: ${title}`}>
                  {t('community.templates.use')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void copy(key, body)}
                  aria-label={`${t('community.templates.copy')}: ${title}`}
                >
                  {copied === key ? (
                    <Check className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Copy className="h-4 w-4" aria-hidden="true" />
                  )}
                  {copied === key ? t('community.templates.copied') : t('community.templates.copy')}
                </Button>
              </div>
            </Card>
          );
        })}
      </div>
      <Card>
        <h3 className="mb-2 font-semibold">{t('community.templates.guidelinesTitle')}</h3>
        <ul className="list-disc pl-5 text-sm">
          {(t('community.templates.guidelines', { returnObjects: true }) as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
