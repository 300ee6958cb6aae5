import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../../stories/localized';
import { samplePicture } from '../../stories/samplePicture';
import { Section, SectionHeader } from './Section';

const meta = {
  title: 'Sections/SectionHeader',
  decorators: [localized],
  // The designer's page is SectionHeader.mdx.
  tags: ['!autodocs'],
  component: SectionHeader,
  args: {
    eyebrow: 'Our range',
    title: 'Brushes and brooms for every day',
    level: 1,
    lead: 'Every product is developed for daily use and made in our own plants from recycled plastics, natural fibres and certified wood.',
  },
  render: (args) => (
    <Section aria-labelledby="story-title">
      <SectionHeader {...args} titleId="story-title" />
    </Section>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The eyebrow, title and lead that open a section. With `picture` it is a page’s header: the text at a reading measure on the start side, the picture filling the end side from `lg` up (under the text below `lg`), so a desktop row never reads half empty.',
      },
    },
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text alone, at most a prose measure wide. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A page's header: the picture beside the text on a desktop, under it on a phone. */
export const WithPicture: Story = {
  args: { picture: samplePicture },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const picture = canvasElement.querySelector('header picture') as HTMLElement;
    await expect(picture).toBeVisible();
    const text = heading.parentElement?.getBoundingClientRect() as DOMRect;
    const box = picture.getBoundingClientRect();
    if (window.innerWidth >= 1024) await expect(box.left).toBeGreaterThanOrEqual(text.right);
    else await expect(box.top).toBeGreaterThanOrEqual(text.bottom);
  },
};

/** The same on a phone: the picture follows the text. */
export const WithPictureOnPhone: Story = {
  ...WithPicture,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // On the docs page in a phone-wide frame (SectionHeader.mdx): inline it was laid out in the docs column,
  // at the desktop layout, under a name that says phone (issue 36).
};
