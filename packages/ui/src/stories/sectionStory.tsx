import { type I18n, i18n as storyI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ComponentType } from 'react';

/**
 * The setup every section's stories share: the section rendered with its copy in the toolbar's language,
 * its flags and its copy as controls, full width, and the designer-facing description.
 *
 * The copy is also the stories' args, so the Controls panel shows every text filled in and editable (not
 * an empty "Set string"). Args still equal to those defaults show in the toolbar's language; a text the
 * designer edits shows as typed. Spread it into the stories' `meta`:
 * `{ title: 'Sections/About', ...sectionStory(AboutSection, aboutContent, 'What it is…') }`.
 */
/**
 * A description written as an indented template string, as Markdown prose: continuation lines indented by
 * four spaces or more would otherwise render as a code block (issue 20).
 */
export const asProse = (text: string): string => text.replace(/\n[ \t]+/g, '\n').trim();

/** Whether a control still holds its starting copy (Storybook may hand back a copy of an object). */
const unchanged = (value: unknown, start: unknown): boolean => {
  if (Object.is(value, start)) return true;
  if (typeof value !== 'object' || value === null) return false;
  try {
    return JSON.stringify(value) === JSON.stringify(start);
  } catch {
    return false;
  }
};

export function sectionStory<Props extends object, Content extends Partial<Props>>(
  Section: ComponentType<Props>,
  content: (i18n: I18n) => Content,
  description: string,
) {
  // The copy in the language active when the stories load: the controls' starting values.
  const defaults = content(storyI18n) as Record<string, unknown>;
  return {
    component: Section,
    render: (args: Partial<Props>) => {
      const { i18n } = useLingui();
      const localized = content(i18n) as Record<string, unknown>;
      const shown = Object.fromEntries(
        Object.entries(args).map(([key, value]) => [
          key,
          key in localized && unchanged(value, defaults[key]) ? localized[key] : value,
        ]),
      );
      return <Section {...({ ...localized, ...shown } as unknown as Props)} />;
    },
    argTypes: { headingLevel: { control: 'inline-radio' as const, options: [1, 2] } },
    // `sectionCopy` becomes the stories' starting args (`.storybook/controls.ts`), under their own args.
    parameters: {
      layout: 'fullscreen' as const,
      docs: { description: { component: asProse(description) } },
      sectionCopy: defaults,
    },
  };
}

/** The flags as the home page sets them: no banner, no subtitle, no extras, an `h2` title. */
export const homeFlags = { crossPromotion: false, subtitle: false, extras: false, headingLevel: 2 } as const;
