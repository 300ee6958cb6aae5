import { faqContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SectionFlags } from '../types';
import { FaqSection } from './FaqSection';

/** The FAQ with the brand's questions from @brand/content; the controls are the spec's flags. */
function BrandFaq(props: SectionFlags & { className?: string }) {
  const { i18n } = useLingui();
  return <FaqSection {...faqContent(i18n)} {...props} />;
}

const meta = {
  title: 'Sections/FAQ',
  component: BrandFaq,
  subcomponents: { FaqSection },
  args: { crossPromotion: false, subtitle: false, headingLevel: 2 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The questions buyers ask most, each opening its answer (anchor `faq`). Use it for short, ' +
          'self-contained answers; do not hide information most visitors need (put that on the page itself).',
      },
    },
  },
} satisfies Meta<typeof BrandFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compact, as a section of another page. */
export const Compact: Story = {};

/** As a page of its own: lead, invitation banner, `h1`. */
export const Page: Story = { args: { crossPromotion: true, subtitle: true, headingLevel: 1 } };

export const Mobile: Story = {
  args: { crossPromotion: true, subtitle: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Five questions; one answer open at a time; the anchor is `faq`. */
export const OpenAnswers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section#faq')).not.toBeNull();
    const questions = canvas.getAllByRole('button');
    await expect(questions).toHaveLength(5);
    for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);

    const certification = canvas.getByRole('button', { name: /certified/ });
    await userEvent.click(certification);
    await expect(certification).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: /certified/ });
    await expect(region).toHaveTextContent('100%');
    await expect(region).toHaveTextContent('FSC');

    const handles = canvas.getByRole('button', { name: /handles/ });
    await userEvent.click(handles);
    await expect(handles).toHaveAttribute('aria-expanded', 'true');
    await expect(certification).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: /handles/ })).toHaveTextContent('60–180 cm');
  },
};

/** On its own page the banner links to the contact page and private label. */
export const CrossPromotion: Story = {
  args: { crossPromotion: true, subtitle: true, headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    const banner = canvas.getByRole('complementary');
    const hrefs = within(banner)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/contact', '/private-label']);
  },
};
