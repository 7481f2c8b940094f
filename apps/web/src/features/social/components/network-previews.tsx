import { NETWORK_SPECS, postLength, type SocialImage, type SocialNetwork } from '@platform/core';
import { formatNumber } from '../../../lib/format.ts';
import { useSocialTexts } from '../texts.ts';

/** How each chosen network shows the post: its photo crop, the text and the count against its limit. */
export function NetworkPreviews({
  networks,
  text,
  image,
  placeName,
}: {
  networks: readonly SocialNetwork[];
  text: string;
  image: SocialImage | null;
  placeName: string;
}) {
  const { t } = useSocialTexts();
  if (networks.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('social.preview.none')}</p>;
  const length = postLength(text.trim());
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('social.preview.title')}>
      {networks.map((network) => {
        const spec = NETWORK_SPECS[network];
        const over = length > spec.maxChars;
        return (
          <li
            key={network}
            className="overflow-hidden rounded-lg border border-zinc-200 bg-white dark:border-zinc-700 dark:bg-zinc-900"
          >
            <div className="flex items-center justify-between border-b border-zinc-200 px-3 py-2 text-sm dark:border-zinc-700">
              <span className="font-semibold">{spec.label}</span>
              <span className={over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-zinc-600 dark:text-zinc-300'}>
                {t('social.preview.count', { count: length, max: formatNumber(spec.maxChars) })}
              </span>
            </div>
            {image ? (
              <img
                src={image.urls[network]}
                alt={t('social.preview.imageAlt', { network: spec.label, ratio: spec.image.ratio })}
                width={spec.image.width}
                height={spec.image.height}
                className="h-auto w-full bg-zinc-100 object-cover"
                loading="lazy"
              />
            ) : spec.requiresImage ? (
              <p className="bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
                {t('social.preview.needsImage')}
              </p>
            ) : null}
            <div className="px-3 py-2 text-sm">
              <p className="font-medium">{placeName}</p>
              <p className="break-words whitespace-pre-wrap">{text.trim() || t('social.preview.empty')}</p>
              {over ? (
                <p className="mt-1 text-red-700 dark:text-red-300">
                  {t('social.preview.over', { network: spec.label, count: length - spec.maxChars })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
