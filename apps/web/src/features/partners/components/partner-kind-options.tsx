import { PARTNER_KINDS } from '@platform/core';
import { useTranslation } from 'react-i18next';

/** The kinds of partner as <option>s, in their Dutch (or English) names. */
export function PartnerKindOptions() {
  const { t } = useTranslation();
  return PARTNER_KINDS.map((kind) => (
    <option key={kind} value={kind}>
      {t(`partners.kinds.${kind}`)}
    </option>
  ));
}
