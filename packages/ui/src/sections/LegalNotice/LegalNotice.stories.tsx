import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { legalSample } from '../../stories/sample/legal';
import { sectionStory } from '../../stories/sectionStory';
import { LegalNoticeSection, type LegalNoticeSectionProps } from './LegalNoticeSection';

const meta = {
  title: 'Sections/LegalNotice',
  ...sectionStory(LegalNoticeSection, legalSample, { subtitle: true, headingLevel: 1 }),
  // The designer's page is LegalNotice.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof LegalNoticeSection>;

export default meta;
type Story = StoryObj<LegalNoticeSectionProps>;

/** The page: title and lead, the company's details as a list of terms, then three clauses. */
export const Default: Story = {};

/** The fields in order, e-mail and phone as links, the title an `h1`, each clause an `h2`. */
export const Fields: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(legalSample);
    await expect(canvasElement.querySelector('section#legal-notice')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(asText(content.title));
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(
      content.fields.map((field) => field.label),
    );
    const values = canvas.getAllByRole('definition');
    for (const [index, field] of content.fields.entries()) {
      const value = values[index] as HTMLElement;
      for (const line of typeof field.value === 'string' ? [field.value] : field.value) {
        await expect(value).toHaveTextContent(asText(line));
      }
      if (field.href) await expect(within(value).getByRole('link')).toHaveAttribute('href', field.href);
      else await expect(within(value).queryByRole('link')).toBeNull();
    }
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      content.clauses?.map((clause) => clause.heading),
    );
  },
};
