import { companyFigures } from '@brand/content/sections/companyFigures.ts';
import { contactContent } from '@brand/content/sections/contact.ts';
import { heroContent } from '@brand/content/sections/hero.ts';
import { homeTeasers } from '@brand/content/sections/home.ts';
import { homeProducts } from '@brand/content/sections/homeProducts.ts';
import { ContactCompactSection } from '@brand/ui/sections/Contact/ContactCompactSection.tsx';
import { HeroSection } from '@brand/ui/sections/Hero/HeroSection.tsx';
import { ProductsCompactSection } from '@brand/ui/sections/Products/ProductsCompactSection.tsx';
import { TeaserGroup } from '@brand/ui/sections/Teaser/TeaserGroup.tsx';
import { TeaserSection } from '@brand/ui/sections/Teaser/TeaserSection.tsx';
import { useLingui } from '@lingui/react';
import { useHeroVideoUrl } from '../hooks/useHeroVideoUrl';
import { PageHead } from '../seo/PageHead';
import * as styles from './home.css';

/**
 * `/`: the hero with the company's key figures (the certified wood with its proof link: proof in the first
 * screen, ADR 0092), then bands of different rhythm (ADR 0092, amended): the about teaser beside its
 * picture, the product families as a grid a buyer scans (each with its quote request), and manufacturing,
 * sustainability and private label side by side in one band — each with the section's anchor and the link
 * to its page — then the compact contact cards; the footer follows from the layout. The pages themselves
 * hold the full copy. From 1,600 px the bands run wider (`home.css`).
 */
export default function HomePage() {
  const { i18n } = useLingui();
  const videoUrl = useHeroVideoUrl();
  const [about, , ...more] = homeTeasers(i18n);
  return (
    <div className={styles.wide}>
      <PageHead page="home" />
      <HeroSection {...heroContent(i18n)} figures={companyFigures(i18n)} videoUrl={videoUrl} />
      {about ? <TeaserSection {...about} /> : null}
      <ProductsCompactSection {...homeProducts(i18n)} />
      <TeaserGroup teasers={more} />
      <ContactCompactSection {...contactContent(i18n)} />
    </div>
  );
}
