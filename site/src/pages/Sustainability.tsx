import { sustainabilityContent } from '@brand/content/sections/sustainability.ts';
import { SustainabilitySection } from '@brand/ui/sections/Sustainability/SustainabilitySection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';

/** `/sustainability`: the three pillars, metrics, the expandable full descriptions, the value chain and the cross-promotion banner. */
export default function SustainabilityPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="sustainability" />
      <SustainabilitySection
        {...sustainabilityContent(i18n)}
        headingLevel={1}
        subtitle
        extras
        crossPromotion
      />
    </>
  );
}
