export { SignedOutPanel, type SignedOutPanelProps } from './SignedOutPanel';
