import { Button, Container, FaqSection, Heading, ProductsSection, Stack, Text } from '@brand/ui';
import { content, isLocale } from '../content';

/**
 * The home page, a server component: primitives and the sections' frames render on the server; the
 * product cards, the FAQ and the button hydrate. The range is the partner's own (four products, no
 * pictures, no link to a range page): ProductsSection takes any catalogue.
 */
export default async function Home({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const { home } = content[isLocale(lang) ? lang : 'en'];
  return (
    <Stack gap="xxl">
      <Container as="section" aria-labelledby="intro">
        <Stack gap="lg" align="start">
          <Text size="sm" weight="semibold" tone="accent">
            {home.eyebrow}
          </Text>
          <Heading level={1} size="xxxl" id="intro">
            {home.title}
          </Heading>
          <Text size="lg">{home.lead}</Text>
          <Button href="/contact" size="lg">
            {home.cta}
          </Button>
        </Stack>
      </Container>
      <ProductsSection title={home.rangeTitle} description={home.rangeText} products={home.products} />
      <FaqSection {...home.faq} headingLevel={2} />
    </Stack>
  );
}
