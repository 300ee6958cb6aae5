export {
  Toast,
  ToastAction,
  type ToastActionProps,
  type ToastProps,
  type ToastVariant,
  toastVariants,
} from './Toast';
export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type UseToastResult,
  useToast,
} from './useToast';
