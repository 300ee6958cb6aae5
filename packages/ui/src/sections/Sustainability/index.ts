export { SustainabilitySection, type SustainabilitySectionProps } from './SustainabilitySection';
export type {
  SustainabilityChainStep,
  SustainabilityPillar,
  SustainabilitySectionContent,
} from './types';
