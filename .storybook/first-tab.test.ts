/**
 * The stories step's first browser tab: the runs of storyRuns.ts marked `tab: 1`, and the English–German
 * text comparison of every story (docs/adr/0066).
 */
import { describeRuns, describeTextRun } from './storyRuns.ts';

describeRuns(1);
describeTextRun();
