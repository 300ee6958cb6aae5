import { companyFigures, contactContent, heroContent, homeTeasers } from '@brand/content';
import { ContactCompactSection, HeroSection, TeaserSection } from '@brand/ui';
import { useLingui } from '@lingui/react';
import { useHeroVideoUrl } from '../hooks/useHeroVideoUrl';
import { PageHead } from '../seo/PageHead';

/**
 * `/`: the hero with the company's key figures (the certified wood with its proof link: proof in the first
 * screen, ADR 0092), then a short teaser of each company page (about, products, manufacturing, sustainability,
 * private label) with the link there — each a band of its own with the section's anchor — and the compact
 * contact cards; the footer follows from the layout. The pages themselves hold the full copy.
 */
export default function HomePage() {
  const { i18n } = useLingui();
  const videoUrl = useHeroVideoUrl();
  return (
    <>
      <PageHead page="home" />
      <HeroSection {...heroContent(i18n)} figures={companyFigures(i18n)} videoUrl={videoUrl} />
      {homeTeasers(i18n).map((teaser, index) => (
        <TeaserSection
          key={teaser.id}
          {...teaser}
          tone={index % 2 ? 'muted' : 'default'}
          reverse={index % 2 === 1}
        />
      ))}
      <ContactCompactSection {...contactContent(i18n)} />
    </>
  );
}
