export {
  Stat,
  StatList,
  type StatListColumns,
  type StatListProps,
  type StatProps,
  type StatTone,
  statListColumns,
  statTones,
} from './Stat';
