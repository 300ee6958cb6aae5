import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shown } from '../../stories/messages';
import { expectLinks } from '../../stories/play';
import { aboutMessages, type aboutSample } from '../../stories/sample/about';
import { manufacturingSample } from '../../stories/sample/manufacturing';
import { sampleStory } from '../../stories/sectionStory';
import { brandArt } from '../../stories/source';
import * as steps from '../Manufacturing/Manufacturing.css';
import { Section, SectionHeader, type SectionHeaderProps, SectionIntro, sectionTones } from './Section';
import { BlockHeader, NumberedSteps } from './SectionBlock';
import { SectionBody } from './SectionBody';
import { SectionMore } from './SectionMore';

/** The header of the About section: eyebrow, title and lead. */
const headerSample = (i18n: Parameters<typeof aboutSample>[0]): SectionHeaderProps => ({
  eyebrow: i18n._(aboutMessages.eyebrow),
  title: i18n._(aboutMessages.title),
  lead: i18n._(aboutMessages.description),
});

const meta = {
  title: 'Sections/Section',
  ...sampleStory(SectionHeader, headerSample, { level: 2, centered: false }),
  subcomponents: { Section, SectionIntro, SectionBody, SectionMore, BlockHeader, NumberedSteps },
  // The designer's page is Section.mdx.
  tags: ['!autodocs'],
  argTypes: { level: { control: 'inline-radio', options: [1, 2] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<SectionHeaderProps>;

/** The header of a section, driven by the controls: eyebrow, title and lead, at most a prose measure wide. */
export const Header: Story = {};

/** Centred, as home page intros (the compact contact section) use it. */
export const HeaderCentered: Story = { args: { centered: true } };

/** The three tones of the band a section sits on: the page's surface, muted for alternation, inverse dark. */
export const Tones: Story = {
  parameters: { layout: 'fullscreen' },
  render: function Render() {
    const { i18n } = useLingui();
    const header = headerSample(i18n);
    return (
      <>
        {sectionTones.map((tone) => (
          // Not landmarks here: three bands with one title would be three regions of the same name.
          <Section key={tone} id={`tone-${tone}`} tone={tone}>
            <SectionHeader {...header} eyebrow={tone} />
          </Section>
        ))}
      </>
    );
  },
};

/**
 * The body every content section is built from: the band and its anchor, the header with the
 * description, the section's own blocks (here a block header and numbered steps), and how it ends — the
 * link to the section's page and a related page, or (on that page) the banner.
 */
export const Body: Story = {
  parameters: { layout: 'fullscreen' },
  render: function Render() {
    const { i18n } = useLingui();
    const content = manufacturingSample(i18n, brandArt);
    const [track] = content.process.tracks;
    return (
      <SectionBody id="building-blocks" {...content} headingLevel={2}>
        <BlockHeader title={content.process.title} intro={content.process.intro} level={3} titleId="track" />
        <NumberedSteps
          steps={track?.steps ?? []}
          aria-labelledby="track"
          classes={{
            list: steps.steps,
            step: steps.step,
            number: steps.stepNumber,
            body: steps.stepBody,
            title: steps.stepTitle,
          }}
        />
      </SectionBody>
    );
  },
};

/** How a section ends on its own page: the cross-promotion banner instead of the links. */
export const EndingWithBanner: Story = {
  render: function Render() {
    const { i18n } = useLingui();
    const { learnMore, related, crossPromo } = manufacturingSample(i18n, brandArt);
    return <SectionMore crossPromotion crossPromo={crossPromo} link={learnMore} related={related} />;
  },
};

/** The band is a region named by its title; the header keeps the outline level it is given; steps are an ordered list. */
export const Outline: Story = {
  ...Body,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(manufacturingSample);
    const region = canvas.getByRole('region', { name: content.title });
    await expect(region).toHaveAttribute('id', 'building-blocks');
    await expect(within(region).getByRole('heading', { level: 2, name: content.title })).toBeVisible();
    await expect(
      within(region).getByRole('heading', { level: 3, name: content.process.title }),
    ).toBeVisible();
    const list = within(region).getByRole('list', { name: content.process.title });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expectLinks(canvas, [
      [content.learnMore.label, '/manufacturing'],
      [content.related?.[0]?.label, '/contact'],
    ]);
  },
};
