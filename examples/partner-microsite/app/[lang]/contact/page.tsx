import { Container, Heading, Stack, Text } from '@brand/ui';
import { content, isLocale } from '../../content';
import { EnquiryForm } from './EnquiryForm';

export default async function Contact({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const { contact } = content[isLocale(lang) ? lang : 'en'];
  return (
    <Container size="prose">
      <Stack gap="lg">
        <Heading level={1} size="xxl">
          {contact.title}
        </Heading>
        <Text size="lg">{contact.lead}</Text>
        <Heading level={2} size="lg" id="form-title">
          {contact.formTitle}
        </Heading>
        <EnquiryForm />
      </Stack>
    </Container>
  );
}
