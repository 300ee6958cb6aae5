import { legalContent } from '@brand/content/sections/legal.ts';
import { LegalNoticeSection } from '@brand/ui/sections/LegalNotice/LegalNoticeSection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';

/** `/legal-notice`: company name, registered address, e-mail, commercial register and VAT number. */
export default function LegalNoticePage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="legal-notice" />
      <LegalNoticeSection {...legalContent(i18n)} headingLevel={1} subtitle />
    </>
  );
}
