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
          'The legal notice page: company name, registered address, e-mail, commercial register and VAT ' +
          'number as a description list. Labels are translated content; values come from the company facts.',
      },
    },
  },
} satisfies Meta<typeof BrandLegalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The five fields in order, the e-mail as a mailto link, the title an `h1`. */
export const Fields: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section#legal-notice')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Legal notice');
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      'Company name',
      'Registered address',
      'Email',
      'Commercial register',
      'VAT number',
    ]);
    const values = canvas.getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('Rhein Brush & Wood AG');
    await expect(values[1]).toHaveTextContent(/Basel/);
    await expect(within(values[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:info@rhein-brush-wood.ch',
    );
  },
};
