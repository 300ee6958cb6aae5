import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { faqSample } from '../../stories/sample/faq';
import { sectionStory } from '../../stories/sectionStory';
import { FaqSection, type FaqSectionProps } from './FaqSection';

const meta = {
  title: 'Sections/FAQ',
  ...sectionStory(FaqSection, faqSample, { crossPromotion: false, subtitle: false, headingLevel: 2 }),
  // The designer's page is Faq.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<FaqSectionProps>;

const page = { crossPromotion: true, subtitle: true, headingLevel: 1 } as const;

/** Compact, as a section of another page: the title and the questions. */
export const Compact: Story = {};

/** As a page of its own: an `h1`, the lead and the banner that invites further questions. */
export const Page: Story = { args: page };

/** Five questions, all closed; one answer open at a time; the anchor is `faq`. */
export const OpenAnswers: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { items } = shown(faqSample);
    const [, delivery, , , handles] = items;
    if (!delivery || !handles) throw new Error('five questions expected');
    await expect(canvasElement.querySelector('section#faq')).not.toBeNull();
    const questions = canvas.getAllByRole('button');
    await expect(questions.map((question) => question.textContent)).toEqual(
      items.map((item) => item.question),
    );
    for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(items.length);

    const first = canvas.getByRole('button', { name: delivery.question });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // An answer of two paragraphs.
    const region = canvas.getByRole('region', { name: delivery.question });
    await expect(within(region).getAllByText(/./, { selector: 'p' })).toHaveLength(2);

    const second = canvas.getByRole('button', { name: handles.question });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: handles.question })).toHaveTextContent(
      asText(String(handles.answer)),
    );
  },
};

/** On its own page: an `h1`, the questions one level below, the banner to the contact page and private label. */
export const PageOutline: Story = {
  args: page,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(faqSample);
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    await expect(canvas.getByText(asText(content.lead ?? ''))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(content.items.length);
    const banner = canvas.getByRole('complementary', { name: content.crossPromo?.title });
    const hrefs = within(banner)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/contact', '/private-label']);
  },
};
