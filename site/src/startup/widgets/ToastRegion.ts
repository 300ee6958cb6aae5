// A chunk of its own: the notifications region (Radix Toast), loaded by onDemand.tsx.
export { ToastRegion } from '@brand/ui';
