export {
  Grid,
  type GridBaseColumns,
  type GridColumnsByBreakpoint,
  type GridElement,
  type GridProps,
  type GridWideColumns,
  gridElements,
  gridGaps,
} from './Grid';
