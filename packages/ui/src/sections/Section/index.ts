export { Section, SectionHeader, type SectionHeaderProps, type SectionProps, sectionTones } from './Section';
