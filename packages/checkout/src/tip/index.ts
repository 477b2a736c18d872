export { TipSection, type TipSectionProps } from './TipSection';
export { SelectTipModal, type SelectTipModalProps } from './SelectTipModal';
export { CustomTipDrawer, type CustomTipDrawerProps } from './CustomTipDrawer';
export {
  customTipSchema,
  tipSuggestions,
  type CustomTipInput,
  type CustomTipMessages,
  type CustomTipValues,
} from './tipRules';
export { tipMessages } from './tipMessages';
