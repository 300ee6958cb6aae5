import type { StoryContext } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { type Sample, sourceSample, useSample } from './useSample';

/**
 * The setup of a story whose component takes content: the stories' own sample content as editable controls
 * (the `args` hold it in English, the canvas shows it in the toolbar's language and the illustrations in the
 * toolbar's theme). Spread it into the stories' `meta`:
 * `{ title: 'Sections/CrossPromo', ...sampleStory(CrossPromo, crossPromoSample) }`.
 */
export function sampleStory<Props extends object, Content extends Partial<Props>>(
  Component: ComponentType<Props>,
  sample: Sample<Content>,
  args: Partial<Props> = {},
) {
  return {
    component: Component,
    args: { ...sourceSample(sample), ...args } as Partial<Props>,
    render: sampleRender(Component, sample),
  };
}

/**
 * A story's `render` for the component with a sample of its own (a story's variant of the content): give the
 * story `args: sourceSample(variant)` and `render: sampleRender(Component, variant)`.
 */
export function sampleRender<Props extends object>(Component: ComponentType<Props>, sample: Sample<unknown>) {
  return function Render(storyArgs: Partial<Props>, { globals }: Pick<StoryContext, 'globals'>) {
    return <Component {...(useSample(sample, storyArgs, globals.theme) as Props)} />;
  };
}

/**
 * The setup every content section's stories share: `sampleStory`, its flags as controls, full width.
 * `{ title: 'Sections/About', ...sectionStory(AboutSection, aboutSample, homeFlags) }`.
 */
export function sectionStory<Props extends object, Content extends Partial<Props>>(
  Section: ComponentType<Props>,
  sample: Sample<Content>,
  flags: Partial<Props> = {},
) {
  return {
    ...sampleStory(Section, sample, flags),
    argTypes: { headingLevel: { control: 'inline-radio' as const, options: [1, 2] } },
    parameters: { layout: 'fullscreen' as const },
  };
}

/** The flags as the home page sets them: no banner, no subtitle, no extras, an `h2` title. */
export const homeFlags = { crossPromotion: false, subtitle: false, extras: false, headingLevel: 2 } as const;

/** The flags as the section's own page sets them: banner, subtitle, extras, an `h1` title. */
export const pageFlags = { crossPromotion: true, subtitle: true, extras: true, headingLevel: 1 } as const;
