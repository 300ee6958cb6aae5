import { faqContent } from '@brand/content/sections/faq.ts';
import { FaqSection } from '@brand/ui/sections/Faq/FaqSection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';
import { faqPage } from '../seo/structuredData';

/**
 * `/faq`: the five questions buyers ask most, with their answers and the banner to the contact page; the
 * page search engines get the FAQ's structured data from. `/contact` shows the same questions under its
 * form, without the structured data, which a site gives once.
 */
export default function FaqPage() {
  const { i18n } = useLingui();
  const faq = faqContent(i18n);
  return (
    <>
      <PageHead page="faq" structuredData={[faqPage(faq.items, i18n.locale)]} />
      <FaqSection {...faq} headingLevel={1} subtitle crossPromotion />
    </>
  );
}
