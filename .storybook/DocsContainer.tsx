import { DocsContainer as BaseContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { type PropsWithChildren, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { applyGlobals, Providers } from './globals.tsx';

type Globals = Record<string, unknown>;

/**
 * The toolbar's globals, as the page's own store holds them: the manager's toolbar (and a URL's `globals`)
 * sets them there. Never from a `globalsUpdated` event's payload: a story drawn in a frame of its own is a
 * preview of its own, whose channel posts to this page, and its `globalsUpdated` (its own globals) arrived
 * here as if the toolbar had changed, switching the page back to English and the brand theme (issue 36,
 * findings 1 and 3: which came last decided the page's language).
 */
const toolbarGlobals = (context: DocsContainerProps['context']): Globals | undefined =>
  (context as unknown as { store?: { userGlobals?: { get?: () => Globals } } }).store?.userGlobals?.get?.();

/**
 * Docs pages with the same providers as the stories: live examples written straight into an MDX page
 * (do/don't pairs, anatomy, states grids) are translated and themed by the toolbar like the stories.
 */
export function DocsContainer({ context, children, ...rest }: PropsWithChildren<DocsContainerProps>) {
  const [globals, setGlobals] = useState(() => toolbarGlobals(context));
  useEffect(() => {
    // Any `globalsUpdated`, this page's or a frame's, is a reason to look at the store again, nothing more.
    const update = () => setGlobals(toolbarGlobals(context));
    context.channel.on(GLOBALS_UPDATED, update);
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context]);
  const { locale, catalog } = applyGlobals(globals);
  return (
    <BaseContainer context={context} {...rest}>
      <Providers locale={locale} catalog={catalog}>
        {children}
      </Providers>
    </BaseContainer>
  );
}
