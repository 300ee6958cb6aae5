export { Link, type LinkProps, type LinkVariant, linkVariants } from './Link';
export { type LinkRouter, RouterProvider, type RouterProviderProps } from './router';
