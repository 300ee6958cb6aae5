export {
  Accordion,
  type AccordionHeadingLevel,
  type AccordionItem,
  type AccordionProps,
  accordionHeadingLevels,
} from './Accordion';
