export {
  Toast,
  type ToastProps,
  type ToastVariant,
  toastVariants,
} from './Toast';
export { ToastAction, type ToastActionProps } from './ToastAction';
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
