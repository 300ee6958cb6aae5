import { Badge, Button, Card, Container, FaqSection, Grid, Heading, Stack, Text } from '@brand/ui';
import { content, isLocale } from '../content';

/** The home page, a server component: primitives render on the server, the FAQ section and the button hydrate. */
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
      <Container as="section" aria-labelledby="range">
        <Stack gap="lg">
          <Heading level={2} size="xl" id="range">
            {home.rangeTitle}
          </Heading>
          <Grid as="ul" columns={{ base: 1, md: 3 }} gap="lg">
            {home.products.map((product) => (
              <Card as="li" key={product.id} aria-labelledby={`product-${product.id}`}>
                <Stack gap="sm" align="start">
                  <Badge tone="accent">{product.tag}</Badge>
                  <Heading level={3} size="md" id={`product-${product.id}`}>
                    {product.name}
                  </Heading>
                  <Text>{product.text}</Text>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Stack>
      </Container>
      <FaqSection {...home.faq} headingLevel={2} />
    </Stack>
  );
}
