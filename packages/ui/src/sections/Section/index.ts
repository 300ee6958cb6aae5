export {
  Section,
  SectionHeader,
  type SectionHeaderProps,
  SectionIntro,
  type SectionIntroProps,
  type SectionProps,
  sectionTones,
} from './Section';
export { SectionMore, type SectionMoreProps } from './SectionMore';
