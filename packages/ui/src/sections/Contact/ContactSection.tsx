'use client';

import { useId } from 'react';
import { Card } from '../../primitives/Card/Card';
import { Image } from '../../primitives/Image/Image';
import { Text } from '../../primitives/Text/Text';
import { CrossPromo } from '../CrossPromo/CrossPromo';
import { Section, SectionHeader } from '../Section/Section';
import type { SectionFlags } from '../types';
import * as styles from './Contact.css';
import { ContactCompactSection } from './ContactCompactSection';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import type { ContactValues } from './contactSchema';
import type { ContactSectionContent } from './types';

export type ContactSectionProps = ContactSectionContent &
  SectionFlags & {
    /** Sends the enquiry (see `ContactForm`): resolve when sent, reject when not; unused in compact mode. */
    onSubmit: (values: ContactValues) => Promise<void>;
    /** Which fields the form shows: the company required (default), optional or hidden (see `ContactForm`). */
    fields?: ContactFormProps['fields'];
    /** Offers the quote request's fields (see `ContactForm`); off by default. */
    quote?: boolean;
    /** Values the form starts with, e.g. a kept draft. */
    defaultValues?: Partial<ContactValues>;
    /** Called as the visitor types, and with empty values after a successful send. */
    onValuesChange?: (values: ContactValues) => void;
    /** The form's failure toast fields, or a function of the rejection that returns them (see `ContactForm`). */
    errorToast?: ContactFormProps['errorToast'];
    /** Called instead of `onSubmit` when the form's honeypot caught a bot (see `ContactForm`). */
    onSpam?: () => void;
    /** Logs what `onSubmit` rejected with on the console (see `ContactForm`); off by default. */
    logFailures?: boolean;
    /** Class for the root element. */
    className?: string;
  };

/**
 * The contact section (anchor `contact` by default, or `id`; its form's card is `<id>-form`, where a
 * quote link lands so the form, not the page's introduction, is what a phone shows). On the contact page (with `subtitle` or `crossPromotion`):
 * title, description and picture, the enquiry form beside the contact details, and the cross-promotion
 * banner. In compact mode (neither flag, as on the home page): two cards, a direct e-mail with its
 * subject filled in and a link to `/contact`. `extras` has no effect: the spec lists no extra blocks.
 * The form's toasts need a `ToastProvider` above it (without one it still sends, and says so on the
 * console); `errorToast`, `onSpam` and `logFailures` are passed on to it.
 */
export function ContactSection({
  eyebrow,
  title,
  description,
  image,
  form,
  info,
  cards,
  faq,
  crossPromo,
  crossPromotion = false,
  subtitle = false,
  headingLevel = 2,
  id = 'contact',
  fields,
  quote,
  onSubmit,
  defaultValues,
  onValuesChange,
  errorToast,
  onSpam,
  logFailures,
  className,
}: ContactSectionProps) {
  const titleId = useId();
  const formTitleId = useId();
  const compact = !subtitle && !crossPromotion;
  const subLevel = headingLevel === 1 ? 2 : 3;
  const FormTitle = `h${subLevel}` as const;

  if (compact)
    return (
      <ContactCompactSection
        eyebrow={eyebrow}
        title={title}
        info={info}
        cards={cards}
        faq={faq}
        headingLevel={headingLevel}
        id={id}
        className={className}
      />
    );

  return (
    <Section id={id} aria-labelledby={titleId} className={className}>
      <div data-mode="full">
        <div className={styles.hero}>
          <SectionHeader
            eyebrow={eyebrow}
            title={title}
            titleId={titleId}
            level={headingLevel}
            lead={subtitle ? description : undefined}
          />
          <Image {...image} loading="eager" className={styles.picture} />
        </div>
        <div className={styles.body}>
          <Card as="section" id={`${id}-form`} aria-labelledby={formTitleId} className={styles.panel}>
            <FormTitle id={formTitleId} className={styles.panelTitle}>
              {form.title}
            </FormTitle>
            {form.intro ? (
              <Text tone="muted" className={styles.panelIntro}>
                {form.intro}
              </Text>
            ) : null}
            <ContactForm
              aria-labelledby={formTitleId}
              onSubmit={onSubmit}
              fields={fields}
              privacyNote={form.privacyNote}
              productOptions={form.products}
              quote={quote}
              successToast={form.successDescription ? { description: form.successDescription } : undefined}
              defaultValues={defaultValues}
              onValuesChange={onValuesChange}
              errorToast={errorToast}
              onSpam={onSpam}
              logFailures={logFailures}
            />
          </Card>
          <ContactInfo {...info} headingLevel={subLevel} />
        </div>
        {crossPromotion && crossPromo ? <CrossPromo {...crossPromo} /> : null}
      </div>
    </Section>
  );
}
