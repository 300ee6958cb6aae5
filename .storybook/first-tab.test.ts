/**
 * The stories step's first browser tab: the runs of storyRuns.ts marked `tab: 1`, and half of the
 * English–German text comparison (every other story file).
 */
import { describeRuns, describeTextRun } from './storyRuns.ts';

describeRuns(1);
describeTextRun(1);
