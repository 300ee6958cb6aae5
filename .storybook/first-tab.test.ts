/** The stories step's first browser tab: the runs of storyRuns.ts marked `tab: 1`. */
import { describeRuns } from './storyRuns.ts';

describeRuns(1);
