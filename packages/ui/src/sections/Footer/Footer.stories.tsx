import { footerContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FooterSection } from './FooterSection';

/** The footer with the brand's copy from @brand/content; `year` is fixed so screenshots stay stable. */
function BrandFooter(props: { year: number; className?: string }) {
  const { i18n } = useLingui();
  return <FooterSection {...footerContent(i18n)} {...props} />;
}

const meta = {
  title: 'Sections/Footer',
  component: BrandFooter,
  subcomponents: { FooterSection },
  args: { year: 2026 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site footer, once per page after `<main>`: logo and tagline, company pages, product ' +
          'categories (anchors on /products), address, e-mail and phone, copyright and the legal notice ' +
          'link. The site passes the current `year`.',
      },
    },
  },
} satisfies Meta<typeof BrandFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Every link goes where the spec says; the copyright carries the year. */
export const Links: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    await expect(
      within(company)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/products', '/manufacturing', '/sustainability', '/private-label', '/faq']);
    const products = within(footer).getByRole('navigation', { name: 'Our products' });
    await expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/products#recycled-brushes',
      '/products#natural-brushes',
      '/products#dustpans',
      '/products#wooden-handles',
      '/products#wood-components',
    ]);
    await expect(within(footer).getByRole('link', { name: /^info@rhein-brush-wood\.ch/ })).toHaveAttribute(
      'href',
      'mailto:info@rhein-brush-wood.ch',
    );
    await expect(within(footer).getByRole('link', { name: /^\+41 61 000 00 00/ })).toHaveAttribute(
      'href',
      'tel:+41610000000',
    );
    await expect(within(footer).getByText(/Basel/)).toBeInTheDocument();
    await expect(within(footer).getByRole('link', { name: 'Legal notice' })).toHaveAttribute(
      'href',
      '/legal-notice',
    );
    await expect(within(footer).getByRole('link', { name: 'Rhein Brush & Wood' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(
      within(footer).getByText('© 2026 Rhein Brush & Wood AG. All rights reserved.'),
    ).toBeInTheDocument();
  },
};

/** The year comes from the site. */
export const OtherYear: Story = {
  args: { year: 2031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/© 2031 Rhein Brush & Wood AG/)).toBeInTheDocument();
  },
};
