export { Section, SectionHeader, type SectionHeaderProps, type SectionProps, sectionTones } from './Section';
export { SectionMore, type SectionMoreProps } from './SectionMore';
