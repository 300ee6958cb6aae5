import { privateLabelContent } from '@brand/content/sections/privateLabel.ts';
import { PrivateLabelSection } from '@brand/ui/sections/PrivateLabel/PrivateLabelSection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';

/** `/private-label`: stats, services, the four-step process, reasons to partner and the cross-promotion banner. */
export default function PrivateLabelPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="private-label" />
      <PrivateLabelSection {...privateLabelContent(i18n)} headingLevel={1} subtitle extras crossPromotion />
    </>
  );
}
