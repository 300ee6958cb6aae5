import { DocsContainer as BaseContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { type PropsWithChildren, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { applyGlobals, Providers } from './globals.tsx';

type Globals = Record<string, unknown>;

/** The globals in force when the page opened (the docs context keeps them in its store). */
const initialGlobals = (context: DocsContainerProps['context']): Globals | undefined =>
  (context as unknown as { store?: { userGlobals?: { get?: () => Globals } } }).store?.userGlobals?.get?.();

/**
 * Docs pages with the same providers as the stories: live examples written straight into an MDX page
 * (do/don't pairs, anatomy, states grids) are translated and themed by the toolbar like the stories.
 */
export function DocsContainer({ context, children, ...rest }: PropsWithChildren<DocsContainerProps>) {
  const [globals, setGlobals] = useState(() => initialGlobals(context));
  useEffect(() => {
    const update = ({ globals: next }: { globals: Globals }) => setGlobals(next);
    context.channel.on(GLOBALS_UPDATED, update);
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context.channel]);
  const { locale } = applyGlobals(globals);
  return (
    <BaseContainer context={context} {...rest}>
      <Providers locale={locale}>{children}</Providers>
    </BaseContainer>
  );
}
