export { AboutSection, type AboutSectionProps } from './AboutSection';
export { AboutValues, type AboutValuesProps } from './AboutValues';
export { Timeline, type TimelineProps } from './Timeline';
export type {
  AboutColumn,
  AboutSectionContent,
  AboutStatsContent,
  AboutTimelineContent,
  AboutValue,
  AboutValuesContent,
  TimelineEntry,
} from './types';
