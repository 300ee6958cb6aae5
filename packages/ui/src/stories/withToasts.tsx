import type { Decorator } from '@storybook/react-vite';
import { ToastProvider, ToastRegion } from '../primitives/Toast';

/** Stories of components that show toasts: the provider around the story and its region beside it. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <ToastRegion />
  </ToastProvider>
);
