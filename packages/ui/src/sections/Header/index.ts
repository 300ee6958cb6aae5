export { HeaderSection, type HeaderSectionProps } from './HeaderSection';
export type { HeaderSectionContent, HeaderSectionState, LogoContent } from './types';
