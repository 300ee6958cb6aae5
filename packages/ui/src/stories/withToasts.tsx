import type { Decorator } from '@storybook/react-vite';
import { ToastProvider } from '../primitives/Toast/ToastProvider';
import { ToastRegion } from '../primitives/Toast/ToastRegion';

/** Stories of components that show toasts: the provider around the story and its region beside it. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <ToastRegion />
  </ToastProvider>
);
