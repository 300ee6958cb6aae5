export { Toast, type ToastAction, type ToastProps, type ToastVariant, toastVariants } from './Toast';
export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type UseToastResult,
  useToast,
} from './useToast';
