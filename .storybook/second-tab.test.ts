/** The stories step's second browser tab: the runs of storyRuns.ts marked `tab: 2`. */
import { describeRuns } from './storyRuns.ts';

describeRuns(2);
