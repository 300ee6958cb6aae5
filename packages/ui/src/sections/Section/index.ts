export {
  Section,
  SectionHeader,
  type SectionHeaderProps,
  SectionIntro,
  type SectionIntroProps,
  type SectionProps,
  SectionTextIntro,
  sectionTones,
} from './Section';
export { blockLevel, SectionBody, type SectionBodyContent, type SectionBodyProps } from './SectionBody';
export { SectionMore, type SectionMoreProps } from './SectionMore';
