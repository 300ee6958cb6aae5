export { LegalNoticeSection, type LegalNoticeSectionProps } from './LegalNoticeSection';
export type { LegalNoticeField, LegalNoticeSectionContent } from './types';
