import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { t } from '../../stories/play';
import { company, telHref } from '../../stories/sample/company';
import { contactSample } from '../../stories/sample/contact';
import { sectionStory } from '../../stories/sectionStory';
import { withToasts } from '../../stories/withToasts';
import { mailtoHref } from './ContactCards';
import { ContactSection, type ContactSectionProps } from './ContactSection';

/** react-aria's pending Button leaves announcements that point at an unmounted button (see ContactForm stories). */
const clearStaleAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

const compact = { subtitle: false, crossPromotion: false, headingLevel: 2 } as const;
const page = { subtitle: true, crossPromotion: true, headingLevel: 1 } as const;

const meta = {
  title: 'Sections/Contact',
  ...sectionStory(ContactSection, contactSample, { ...compact, onSubmit: fn(async () => undefined) }),
  decorators: [withToasts],
  beforeEach: clearStaleAnnouncements,
  // The designer's page is Contact.mdx.
  tags: ['!autodocs'],
  argTypes: {
    onSubmit: { control: false },
    subtitle: { control: 'boolean' },
    crossPromotion: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
  },
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<ContactSectionProps>;

/** The contact page: an `h1`, the introduction and picture, the form beside the contact details, the banner. */
export const Page: Story = { args: page };

/** On the home page (compact): two cards — write an email, or go to the contact page — and the line to the FAQ. */
export const Compact: Story = {};

/** Page: the anchor, the headings in order, the picture, the form, the address with email and phone links, the banner. */
export const PageOutline: Story = {
  args: page,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(contactSample);
    const section = canvasElement.querySelector('section#contact');
    const title = canvas.getByRole('heading', { level: 1, name: content.title });
    await expect(section).toHaveAttribute('aria-labelledby', title.id);
    await expect(canvas.getByRole('img', { name: content.image.alt })).toHaveAttribute('width', '640');
    await expect(canvas.getByRole('form', { name: content.form.title })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);

    const address = canvasElement.querySelector('address') as HTMLElement;
    for (const line of content.info.address) await expect(address).toHaveTextContent(asText(line));
    await expect(within(address).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(within(address).getByRole('link', { name: company.phone })).toHaveAttribute('href', telHref);

    const banner = canvas.getByRole('complementary', { name: content.crossPromo?.title });
    await expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/private-label', '/sustainability']);
    // Headings in order: h1, then the two panels' h2, then the banner's h3.
    await expect(canvas.getAllByRole('heading').map((heading) => heading.tagName)).toEqual([
      'H1',
      'H2',
      'H2',
      'H3',
    ]);
  },
};

/** The contact page without the banner: still the full form (the subtitle alone means full mode). */
export const PageWithoutCrossPromotion: Story = {
  args: { ...page, crossPromotion: false },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toBeVisible();
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/**
 * Compact: no form; the email card opens a message with the subject filled in (URL-encoded, in the toolbar's
 * language), the other leads to `/contact`, and the FAQ line sits under the cards, outside their list.
 */
export const CompactOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(contactSample);
    await expect(canvasElement.querySelector('section#contact')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();

    const mail = canvas.getByRole('link', { name: content.cards.email.linkLabel });
    await expect(mail).toHaveAttribute('href', mailtoHref(company.email, content.cards.email.subject));
    await expect(mail.getAttribute('href')).not.toMatch(/\s/);
    const page = canvas.getByRole('link', { name: content.cards.form.link.ariaLabel });
    await expect(page).toHaveAttribute('href', '/contact');
    const faq = canvas.getByRole('link', { name: content.faq?.link.label });
    await expect(faq).toHaveAttribute('href', '/faq');
    await expect(faq.closest('li')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      content.cards.email.title,
      content.cards.form.title,
    ]);
  },
};

/** Compact, for content without the FAQ line (a partner site without an FAQ): the two cards only. */
export const CompactWithoutFaq: Story = {
  args: { faq: undefined },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/faq');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Sending an enquiry from the page: the handler gets the values, a toast confirms, the form empties. */
export const SendFromPage: Story = {
  args: page,
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement.querySelector('form') as HTMLElement);
    const box = (name: string) => form.getByRole('textbox', { name: t(`contact.form.${name}`) });
    await userEvent.type(box('name'), 'Luca Bernasconi');
    await userEvent.type(box('email'), 'luca@example.ch');
    await userEvent.type(box('company'), 'Ferramenta Ticino SA');
    await userEvent.type(box('message'), 'Rubber-lipped dustpans in our colours?');
    await userEvent.click(form.getByRole('button', { name: t('contact.form.send') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Luca Bernasconi',
      email: 'luca@example.ch',
      company: 'Ferramenta Ticino SA',
      message: 'Rubber-lipped dustpans in our colours?',
    });
    const region = await screen.findByRole('region', { name: t('ui.toast.region', { hotkey: 'F8' }) });
    const toast = await within(region).findByText(asText(t('contact.form.success.title')));
    await waitFor(() => expect(toast).toBeVisible());
    await expect(box('name')).toHaveValue('');
  },
};
