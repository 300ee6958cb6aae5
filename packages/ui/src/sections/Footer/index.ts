export { FooterSection, type FooterSectionProps } from './FooterSection';
export type { FooterContactContent, FooterLinkGroup, FooterSectionContent } from './types';
