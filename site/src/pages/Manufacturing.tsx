import { manufacturingContent } from '@brand/content/sections/manufacturing.ts';
import { ManufacturingSection } from '@brand/ui/sections/Manufacturing/ManufacturingSection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';

/** `/manufacturing`: capabilities, heritage pictures, the wood and brush process tracks, quality testing, the four facilities and the cross-promotion banner. */
export default function ManufacturingPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="manufacturing" />
      <ManufacturingSection {...manufacturingContent(i18n)} headingLevel={1} subtitle extras crossPromotion />
    </>
  );
}
