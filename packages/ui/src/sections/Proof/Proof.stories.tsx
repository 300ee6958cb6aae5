import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { proofSample } from '../../stories/sample/proof';
import { sectionStory } from '../../stories/sectionStory';
import { ProofSection, type ProofSectionProps } from './ProofSection';

const meta = {
  title: 'Sections/Proof',
  ...sectionStory(ProofSection, proofSample, { headingLevel: 1 }),
  // The designer's page is Proof.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof ProofSection>;

export default meta;
type Story = StoryObj<ProofSectionProps>;

/** The page: title and lead, then each kind of proof under its heading, one card per item. */
export const Default: Story = {};

/**
 * Each group an `h2` with its cards, each card an `h3` at its own anchor, its details read as terms and
 * values, a sample marked as such, the phone and e-mail as links.
 */
export const Structure: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(proofSample);
    await expect(canvasElement.querySelector('section#proof')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(asText(content.title));
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      content.groups.map((group) => group.title),
    );
    for (const group of content.groups)
      for (const entry of group.entries) {
        const card = canvasElement.querySelector(`li#${entry.id}`) as HTMLElement;
        await expect(card).not.toBeNull();
        await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(asText(entry.title));
        await expect(
          within(card)
            .getAllByRole('term')
            .map((term) => term.textContent),
        ).toEqual(entry.facts.map((fact) => fact.label));
        for (const fact of entry.facts.filter((fact) => fact.href))
          await expect(within(card).getByRole('link', { name: asText(fact.value) })).toHaveAttribute(
            'href',
            fact.href,
          );
        if (entry.note) await expect(card).toHaveTextContent(asText(entry.note));
      }
  },
};

/** A group without items is left out, heading and all. */
export const EmptyGroupLeftOut: Story = {
  tags: ['no-visual', '!autodocs'],
  args: { groups: [{ id: 'empty', title: 'Trade fairs', entries: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
