export { WalletLegalFooter, legalFooterPaths, type WalletLegalFooterProps } from './WalletLegalFooter';
