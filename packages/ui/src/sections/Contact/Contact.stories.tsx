import { company, contactContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../../stories/withToasts';
import { ContactSection, type ContactSectionProps } from './ContactSection';

/** react-aria's pending Button leaves announcements that point at an unmounted button (see ContactForm stories). */
const clearStaleAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

const meta = {
  title: 'Sections/Contact',
  component: ContactSection,
  decorators: [withToasts],
  beforeEach: clearStaleAnnouncements,
  render: function Render(args) {
    const { i18n } = useLingui();
    return <ContactSection {...contactContent(i18n)} {...args} />;
  },
  args: { onSubmit: fn(async () => undefined) },
  argTypes: {
    onSubmit: { control: false },
    subtitle: { control: 'boolean' },
    crossPromotion: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The contact section (anchor `contact`). On the contact page (`subtitle`, `crossPromotion`, ' +
          '`headingLevel` 1) it shows the introduction and a picture, the enquiry form beside the postal ' +
          'address, email and phone, and the cross-promotion banner. On the home page (neither flag) it is ' +
          'compact: a direct email link with the subject filled in, a link to /contact and, when the content ' +
          'has one, a line under the cards leading to the frequently asked questions. It takes ' +
          '`onSubmit(values) => Promise` for the form and knows nothing about how messages are sent.',
      },
    },
  },
} satisfies Meta<typeof ContactSection>;

export default meta;
// The render function supplies the content; args only add flags and the handler.
type Story = StoryObj<ContactSectionProps>;

/** The /contact page: h1, introduction, picture, form, contact details, cross-promotion. */
export const Page: Story = {
  args: { subtitle: true, crossPromotion: true, headingLevel: 1 },
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector('section#contact');
    await expect(section).not.toBeNull();
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(section).toHaveAttribute('aria-labelledby', title.id);
    await expect(canvas.getByRole('img', { name: /.+/ })).toHaveAttribute('width', '640');
    await expect(canvas.getByRole('form')).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);

    const address = canvasElement.querySelector('address');
    await expect(address).toHaveTextContent(company.address.city);
    await expect(address).toHaveTextContent(company.address.postalCode);
    await expect(within(address as HTMLElement).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(
      within(address as HTMLElement).getByRole('link', { name: (name) => name.startsWith(company.phone) }),
    ).toHaveAttribute('href', `tel:${company.phone.replace(/\s/g, '')}`);

    const banner = canvas.getByRole('complementary');
    await expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/private-label', '/sustainability']);
    // Headings in order: h1, then the two panels' h2, then the banner's h3.
    const levels = canvas.getAllByRole('heading').map((heading) => heading.tagName);
    await expect(levels).toEqual(['H1', 'H2', 'H2', 'H3']);
  },
};

/** The contact page without the banner: still the full form (the subtitle alone means full mode). */
export const PageWithoutCrossPromotion: Story = {
  args: { subtitle: true, headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toBeVisible();
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/**
 * Home: compact, two cards instead of the form — a direct email with its subject, and a link to /contact —
 * and under them the line that leads to the FAQ.
 */
export const Compact: Story = {
  args: { subtitle: false, crossPromotion: false, headingLevel: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section#contact')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();

    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    const [mail, page, faq] = links as [HTMLElement, HTMLElement, HTMLElement];
    await expect(mail.getAttribute('href')).toMatch(
      new RegExp(`^mailto:${company.email.replace(/\./g, '\\.')}\\?subject=[^ ]+$`),
    );
    await expect(page).toHaveAttribute('href', '/contact');
    // The FAQ line sits under the cards, outside their list.
    await expect(faq).toHaveAttribute('href', '/faq');
    await expect(faq.closest('li')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** Compact, for content without the FAQ line (a partner site without an FAQ): the two cards only. */
export const CompactWithoutFaq: Story = {
  args: { subtitle: false, crossPromotion: false, faq: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/faq');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** In English the subject is "Manufacturing Inquiry", URL-encoded by the section. */
export const CompactEmailSubject: Story = {
  ...Compact,
  play: async ({ canvas, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await expect(canvas.getByRole('link', { name: 'Send an email' })).toHaveAttribute(
      'href',
      `mailto:${company.email}?subject=Manufacturing%20Inquiry`,
    );
    await expect(canvas.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** Sending an enquiry from the page: the handler gets the values, a toast confirms, the form empties. */
export const SendFromPage: Story = {
  args: { subtitle: true, crossPromotion: true, headingLevel: 1 },
  play: async ({ args, canvas, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Luca Bernasconi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'luca@example.ch');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), 'Ferramenta Ticino SA');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Do you make dustpans with a rubber lip in our colours?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Luca Bernasconi',
      email: 'luca@example.ch',
      company: 'Ferramenta Ticino SA',
      message: 'Do you make dustpans with a rubber lip in our colours?',
    });
    const region = await screen.findByRole('region', { name: /F8/ });
    const toast = await within(region).findByText('Message sent successfully!');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};
