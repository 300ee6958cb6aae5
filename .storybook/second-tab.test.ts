/**
 * The stories step's second browser tab: the runs of storyRuns.ts marked `tab: 2`, and the English–German
 * text comparison of every story when it is this tab's (`textTab`).
 */
import { describeRuns, describeTextRun, textTab } from './storyRuns.ts';

describeRuns(2);
if (textTab === 2) describeTextRun();
