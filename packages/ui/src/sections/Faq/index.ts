export { FaqSection, type FaqSectionProps } from './FaqSection';
export type { FaqItemContent, FaqSectionContent } from './types';
