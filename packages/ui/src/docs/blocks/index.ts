// The doc blocks of the component pages (how to use them: ../WRITING-DOCS.md).
export { Anatomy, type AnatomyPart } from './Anatomy';
export { Do, DoDont, Dont } from './DoDont';
export { type ForcedState, ForceState } from './ForceState';
export { Frame, frameWidths } from './Frame';
export { Interact, type Interaction } from './Interact';
export { MessageTable } from './MessageTable';
export { Stage } from './Stage';
export { type StateCell, StatesGrid } from './StatesGrid';
