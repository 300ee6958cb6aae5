import '@fontsource-variable/fraunces';
import '@fontsource-variable/source-sans-3';
import '@fontsource-variable/space-grotesk';
import '../packages/ui/src/styles.ts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { defaultChoices, designerControls, sectionCopyArgs } from './controls.ts';
import { DocsContainer } from './DocsContainer.tsx';
import { FramedStory } from './FramedStory.tsx';
import { applyGlobals, Providers } from './globals.tsx';
import { toolbarLocales } from './i18n.ts';
import { docsTheme } from './theme.ts';

/**
 * Applies the toolbar's theme and locale to the whole document, and the app's providers around the story.
 * A component that takes the active language as a `locale` arg (the Header's language menu) gets the
 * toolbar's language too, unless the story asks for another one (`UnknownLocale`) or the designer picked
 * one in Controls.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const { locale, catalog } = applyGlobals(context.globals);
  const { args, initialArgs } = context;
  const followsToolbar = initialArgs.locale === 'en' && args.locale === initialArgs.locale && locale !== 'en';
  return (
    <Providers locale={locale} catalog={catalog}>
      {followsToolbar ? <Story args={{ ...args, locale }} /> : <Story />}
    </Providers>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  argTypesEnhancers: [designerControls],
  argsEnhancers: [sectionCopyArgs, defaultChoices],
  globalTypes: {
    locale: {
      description: 'Language of the library and content messages',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: toolbarLocales,
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme applied to the document',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'brand', title: 'Brand' },
          { value: 'partner', title: 'Partner (example)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'brand' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (820×1180)', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: {
          name: 'Desktop (1440×900)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    // Every story a docs page draws in a frame of its own follows the toolbar (FramedStory.tsx).
    docs: { theme: docsTheme, container: DocsContainer, components: { Story: FramedStory } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Getting started',
          'Foundations',
          'Theme',
          'Assets',
          'Primitives',
          'Sections',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
