export { WalletLegalFooter, type WalletLegalFooterProps } from './WalletLegalFooter';
