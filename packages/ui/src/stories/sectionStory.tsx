import type { StoryContext } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { type Sample, sourceSample, useSample } from './useSample';

/**
 * The setup every content section's stories share: the section with the stories' own sample content, its
 * copy as editable controls (the `args` hold it in English, the canvas shows it in the toolbar's language
 * and the illustrations in the toolbar's theme), its flags as controls, full width. Spread it into the
 * stories' `meta`: `{ title: 'Sections/About', ...sectionStory(AboutSection, aboutSample, homeFlags) }`.
 */
export function sectionStory<Props extends object, Content extends Partial<Props>>(
  Section: ComponentType<Props>,
  sample: Sample<Content>,
  flags: Partial<Props> = {},
) {
  return {
    component: Section,
    args: { ...sourceSample(sample), ...flags } as Partial<Props>,
    render: function Render(args: Partial<Props>, { globals }: Pick<StoryContext, 'globals'>) {
      return <Section {...(useSample(sample, args, globals.theme) as Props)} />;
    },
    argTypes: { headingLevel: { control: 'inline-radio' as const, options: [1, 2] } },
    parameters: { layout: 'fullscreen' as const },
  };
}

/** The flags as the home page sets them: no banner, no subtitle, no extras, an `h2` title. */
export const homeFlags = { crossPromotion: false, subtitle: false, extras: false, headingLevel: 2 } as const;

/** The flags as the section's own page sets them: banner, subtitle, extras, an `h1` title. */
export const pageFlags = { crossPromotion: true, subtitle: true, extras: true, headingLevel: 1 } as const;
