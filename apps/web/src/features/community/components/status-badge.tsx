import type { ComplianceStatus } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

const TONES = { pending: 'neutral', approved: 'brand', flagged: 'warning', rejected: 'danger' } as const;

export function StatusBadge({ status }: { status: ComplianceStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`community.status.${status}`)}</Badge>;
}
