export { ManufacturingSection, type ManufacturingSectionProps } from './ManufacturingSection';
export type {
  ManufacturingCapability,
  ManufacturingFacility,
  ManufacturingHeritageImage,
  ManufacturingSectionContent,
  ManufacturingStep,
  ManufacturingTrack,
} from './types';
