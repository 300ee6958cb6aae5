export { HeaderBar, type HeaderBarProps } from './HeaderBar';
export { HeaderDrawer, type HeaderDrawerProps } from './HeaderDrawer';
export { HeaderSection, type HeaderSectionProps } from './HeaderSection';
export type { HeaderSectionContent, HeaderSectionState, LogoContent } from './types';
