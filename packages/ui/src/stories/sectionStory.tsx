import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ComponentType } from 'react';

/**
 * The setup every section's stories share: the section rendered with the brand's real copy in the
 * toolbar's language (the args add the flags and handlers), its flags as controls, full width, and the
 * designer-facing description. Spread it into the stories' `meta`:
 * `{ title: 'Sections/About', ...sectionStory(AboutSection, aboutContent, 'What it is…') }`.
 */
export function sectionStory<Props extends object, Content extends Partial<Props>>(
  Section: ComponentType<Props>,
  content: (i18n: I18n) => Content,
  description: string,
) {
  return {
    component: Section,
    render: (args: Partial<Props>) => {
      const { i18n } = useLingui();
      return <Section {...({ ...content(i18n), ...args } as unknown as Props)} />;
    },
    argTypes: { headingLevel: { control: 'inline-radio' as const, options: [1, 2] } },
    parameters: { layout: 'fullscreen' as const, docs: { description: { component: description } } },
  };
}

/** The flags as the home page sets them: no banner, no subtitle, no extras, an `h2` title. */
export const homeFlags = { crossPromotion: false, subtitle: false, extras: false, headingLevel: 2 } as const;
