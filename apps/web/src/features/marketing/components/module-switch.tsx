import type { PlatformProduct, ProductUser } from '@platform/core';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { toast } from '../../../lib/toast.ts';
import { useToggleProduct } from '../api/product-modules.ts';
import { useMarketingTexts } from '../texts.ts';

/** The on/off box of one module for one place; the change is saved at once (and audited on the server). */
export function ModuleSwitch({
  product,
  place,
  withLabel,
}: {
  product: PlatformProduct;
  place: ProductUser;
  withLabel?: boolean;
}) {
  const { t } = useMarketingTexts();
  const toggle = useToggleProduct(product.slug);
  const label = t('marketing.product.toggle', { name: product.name, place: place.placeName });
  return (
    <Checkbox
      checked={place.enabled}
      disabled={toggle.isPending}
      aria-label={withLabel ? undefined : label}
      label={withLabel ? label : undefined}
      onChange={(event) => {
        const enabled = event.target.checked;
        toggle.mutate(
          { kind: place.placeKind, id: place.placeId, enabled },
          {
            onSuccess: () =>
              toast.success(
                t(enabled ? 'marketing.product.switchedOn' : 'marketing.product.switchedOff', {
                  name: product.name,
                  place: place.placeName,
                }),
              ),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    />
  );
}
