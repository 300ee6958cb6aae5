/**
 * The stories step's first browser tab: the runs of storyRuns.ts marked `tab: 1`, and the English–German
 * text comparison of every story (`textTab`).
 */
import { describeRuns, describeTextRun, textTab } from './storyRuns.ts';

describeRuns(1);
if (textTab === 1) describeTextRun();
