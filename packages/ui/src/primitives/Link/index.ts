export { Link, type LinkProps, type LinkVariant, linkVariants } from './Link';
export { type LinkRouter, LinkRouterProvider, type LinkRouterProviderProps } from './router';
