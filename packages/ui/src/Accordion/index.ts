export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
  type AccordionContentProps,
  type AccordionItemProps,
  type AccordionRootProps,
  type AccordionTriggerProps,
} from './Accordion';
export {
  Disclosure,
  DisclosureContent,
  DisclosureRoot,
  DisclosureTrigger,
  type DisclosureContentProps,
  type DisclosureRootProps,
  type DisclosureTriggerProps,
} from './Disclosure';
