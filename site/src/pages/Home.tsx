import {
  aboutContent,
  contactContent,
  heroContent,
  manufacturingContent,
  privateLabelContent,
  productsContent,
  sustainabilityContent,
} from '@brand/content';
import {
  AboutSection,
  ContactCompactSection,
  HeroSection,
  ManufacturingSection,
  PrivateLabelSection,
  ProductsSection,
  SustainabilitySection,
} from '@brand/ui';
import { useLingui } from '@lingui/react';
import { useHeroVideoUrl } from '../hooks/useHeroVideoUrl';
import { PageHead } from '../seo/PageHead';

/**
 * `/`: the hero, then each section in its short form (no subtitle, no extras, a "learn more" link instead
 * of the cross-promotion banner) and the compact contact cards; the footer follows from the layout.
 */
export default function HomePage() {
  const { i18n } = useLingui();
  const videoUrl = useHeroVideoUrl();
  return (
    <>
      <PageHead page="home" />
      <HeroSection {...heroContent(i18n)} videoUrl={videoUrl} />
      <AboutSection {...aboutContent(i18n)} />
      <ProductsSection {...productsContent(i18n)} />
      <ManufacturingSection {...manufacturingContent(i18n)} />
      <SustainabilitySection {...sustainabilityContent(i18n)} />
      <PrivateLabelSection {...privateLabelContent(i18n)} />
      <ContactCompactSection {...contactContent(i18n)} />
    </>
  );
}
