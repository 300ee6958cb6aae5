import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkRouterProvider } from '../../primitives/Link/router';
import { NotFoundSection } from './NotFoundSection';

const meta = {
  title: 'Sections/NotFound',
  component: NotFoundSection,
  args: { label: '404', homeHref: '/', headingLevel: 1 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page for an address that matches no route: the title "Oops! Page not found" and a "Return to ' +
          'Home" link, both library messages in five languages. Use it as the whole page of the catch-all ' +
          'route; not for empty search results or missing items inside a page.',
      },
    },
  },
} satisfies Meta<typeof NotFoundSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutLabel: Story = { args: { label: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

const navigate = fn();

/** The link leads home, through the app's router. */
export const ReturnHome: Story = {
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <Story />
      </LinkRouterProvider>
    ),
  ],
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const home = canvas.getByRole('link');
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/');
    if (globals.locale === 'en' || globals.locale === undefined) {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
      await expect(home).toHaveTextContent('Return to Home');
    }
  },
};

/** The spec's texts in every language (switch the locale toolbar). */
export const Messages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('link')).not.toBeEmptyDOMElement();
  },
};
