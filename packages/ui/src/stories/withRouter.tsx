import type { Decorator } from '@storybook/react-vite';
import { expect, type fn } from 'storybook/test';
import { LinkRouterProvider } from '../primitives/Link/router';

/**
 * Stories whose links go through the app's router: a `LinkRouterProvider` around the story, its
 * `navigate` a spy (`fn()`) the play function reads (`expectNavigatedTo`).
 */
export const withRouter =
  (navigate: (href: string) => void): Decorator =>
  (Story) => (
    <LinkRouterProvider navigate={navigate}>
      <Story />
    </LinkRouterProvider>
  );

/** The router was asked to navigate once, to `href` (not the browser: no page load). */
export const expectNavigatedTo = async (navigate: ReturnType<typeof fn>, href: string) => {
  await expect(navigate).toHaveBeenCalledOnce();
  await expect(navigate.mock.calls[0]?.[0]).toBe(href);
};
