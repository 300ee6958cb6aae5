// A chunk of its own: the header's drawer (a react-aria modal), loaded by onDemand.tsx.
export { HeaderDrawer } from '@brand/ui';
