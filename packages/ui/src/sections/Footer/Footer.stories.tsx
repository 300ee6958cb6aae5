import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { company, telHref } from '../../stories/sample/company';
import { footerSample } from '../../stories/sample/layout';
import { sampleStory } from '../../stories/sectionStory';
import { FooterSection, type FooterSectionProps } from './FooterSection';

const meta = {
  title: 'Sections/Footer',
  // `year` is fixed so the screenshots stay the same from one year to the next; the site passes the current one.
  ...sampleStory(FooterSection, footerSample, { year: 2026 }),
  // The designer's page is Footer.mdx.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FooterSection>;

export default meta;
type Story = StoryObj<FooterSectionProps>;

/** The footer: emblem and tagline, the pages, the product families, the contact block, copyright and legal links. */
export const Default: Story = {};

/** Every link goes where the content says; the link columns are navigation landmarks named by their headings. */
export const Links: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(footerSample);
    const footer = canvas.getByRole('contentinfo');
    for (const group of [content.companyLinks, content.productLinks]) {
      const nav = within(footer).getByRole('navigation', { name: group.title });
      await expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(group.links.map((link) => [link.label, link.href]));
    }
    await expect(within(footer).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(within(footer).getByRole('link', { name: company.phone })).toHaveAttribute('href', telHref);
    await expect(within(footer).getByText(asText(company.town))).toBeInTheDocument();
    await expect(within(footer).getByRole('link', { name: content.legalNotice.label })).toHaveAttribute(
      'href',
      '/legal-notice',
    );
    await expect(within(footer).getByRole('link', { name: content.privacyNotice?.label })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(within(footer).getByRole('link', { name: company.brand })).toHaveAttribute('href', '/');
    await expect(
      within(footer).getByText(asText(content.copyright.replace('{year}', '2026'))),
    ).toBeInTheDocument();
  },
};

/** The year in the copyright line is the one the site passes. */
export const OtherYear: Story = {
  args: { year: 2031 },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const { copyright } = shown(footerSample);
    await expect(canvas.getByText(asText(copyright.replace('{year}', '2031')))).toBeInTheDocument();
  },
};
