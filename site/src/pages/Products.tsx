import { productsContent } from '@brand/content/sections/products.ts';
import { ProductsSection } from '@brand/ui/sections/Products/ProductsSection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';

/**
 * `/products`: the five categories in full, each with its anchor (#recycled-brushes, #natural-brushes,
 * #dustpans, #wooden-handles, #wood-components), the longer lead and the cross-promotion banner (both shown
 * because the content gives them: docs/adr/0091).
 */
export default function ProductsPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="products" />
      <ProductsSection {...productsContent(i18n)} headingLevel={1} />
    </>
  );
}
