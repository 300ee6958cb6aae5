export { NotFoundSection, type NotFoundSectionProps } from './NotFoundSection';
export type { NotFoundSectionContent } from './types';
