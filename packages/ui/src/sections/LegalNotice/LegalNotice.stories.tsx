import { legalContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SectionFlags } from '../types';
import { LegalNoticeSection } from './LegalNoticeSection';

/** The legal notice with the brand's labels and company facts from @brand/content. */
function BrandLegalNotice(props: Pick<SectionFlags, 'subtitle' | 'headingLevel'> & { className?: string }) {
  const { i18n } = useLingui();
  return <LegalNoticeSection {...legalContent(i18n)} {...props} />;
}

const meta = {
  title: 'Sections/LegalNotice',
  component: BrandLegalNotice,
  subcomponents: { LegalNoticeSection },
  args: { subtitle: true, headingLevel: 1 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The legal notice page: company name, registered address, e-mail, phone, commercial register (office ' +
          'and company number), VAT number and the persons authorised to represent the company as a list, then ' +
          'the liability, links and copyright clauses. Labels and clauses are translated content; values come ' +
          'from the company facts.',
      },
    },
  },
} satisfies Meta<typeof BrandLegalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The seven fields in order, the e-mail and phone as links, the title an `h1`, then the three clauses. */
export const Fields: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section#legal-notice')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Legal notice');
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      'Company name',
      'Registered address',
      'Email',
      'Phone',
      'Commercial register',
      'VAT number',
      'Authorised to represent the company',
    ]);
    const values = canvas.getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('Rhein Brush & Wood AG');
    await expect(values[1]).toHaveTextContent(/Basel/);
    await expect(within(values[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:info@rhein-brush-wood.ch',
    );
    await expect(within(values[3] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+41610000000',
    );
    await expect(values[4]).toHaveTextContent(/Basel-Stadt.*CHE-/);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Liability',
      'Links to other websites',
      'Copyright',
    ]);
  },
};
