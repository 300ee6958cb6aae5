import { aboutContent } from '@brand/content/sections/about.ts';
import { AboutSection } from '@brand/ui/sections/About/AboutSection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';

/** `/about`: the about section in full — subtitle, three columns, journey timeline, numbers, values — and the cross-promotion banner to products and manufacturing. */
export default function AboutPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="about" />
      <AboutSection {...aboutContent(i18n)} headingLevel={1} subtitle extras crossPromotion />
    </>
  );
}
