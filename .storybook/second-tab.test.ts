/**
 * The stories step's second browser tab: the runs of storyRuns.ts marked `tab: 2`, and half of the
 * English–German text comparison (every other story file).
 */
import { describeRuns, describeTextRun } from './storyRuns.ts';

describeRuns(2);
describeTextRun(2);
