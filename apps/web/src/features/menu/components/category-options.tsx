import { PRODUCT_CATEGORIES } from '@platform/core';
import { useTranslation } from 'react-i18next';

/** The product categories as <option>s, optionally led by "all categories". */
export function CategoryOptions({ withAll = false }: { withAll?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {withAll ? <option value="">{t('menu.allCategories')}</option> : null}
      {PRODUCT_CATEGORIES.map((value) => (
        <option key={value} value={value}>
          {t(`coffeeshops.categories.${value}`)}
        </option>
      ))}
    </>
  );
}
