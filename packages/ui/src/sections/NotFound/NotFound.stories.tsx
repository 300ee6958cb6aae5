import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../stories/play';
import { expectNavigatedTo, withRouter } from '../../stories/withRouter';
import { NotFoundSection } from './NotFoundSection';

const meta = {
  title: 'Sections/NotFound',
  component: NotFoundSection,
  // The designer's page is NotFound.mdx.
  tags: ['!autodocs'],
  args: { label: '404', homeHref: '/', headingLevel: 1 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: the status code, "Oops! Page not found" and the way home. */
export const Default: Story = {};

/** Without the status code above the title. */
export const WithoutLabel: Story = { args: { label: undefined } };

const navigate = fn();

/** The title and the link are the library's own messages; the link leads home through the app's router. */
export const ReturnHome: Story = {
  tags: ['no-visual', '!autodocs'],
  decorators: [withRouter(navigate)],
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: t('ui.notFound.title') })).toBeVisible();
    const home = canvas.getByRole('link', { name: t('ui.notFound.home') });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expectNavigatedTo(navigate, '/');
  },
};
