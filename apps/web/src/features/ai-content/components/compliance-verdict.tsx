import type { AiContentDraft } from '@platform/core';
import { useAiContentTexts } from '../texts.ts';

/** The compliance check's verdict on a draft: passes, blocked with each reason, or not checked (hospitality). */
export function ComplianceVerdict({ compliance }: { compliance: AiContentDraft['compliance'] }) {
  const { t } = useAiContentTexts();
  if (!compliance.checked) return <p className="text-sm text-zinc-500">{t('aiContent.compliance.notChecked')}</p>;
  if (compliance.passes) {
    return (
      <p className="text-sm text-emerald-700 dark:text-emerald-300">
        {t('aiContent.compliance.passes', { score: compliance.score })}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-semibold">{t('aiContent.compliance.blocked', { score: compliance.score })}</p>
      <ul className="list-disc pl-5">
        {compliance.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
