export { PrivateLabelSection, type PrivateLabelSectionProps } from './PrivateLabelSection';
export type { PrivateLabelSectionContent, PrivateLabelService, PrivateLabelStep } from './types';
