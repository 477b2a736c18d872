export * from './cardRules';
export * from './selection';
export { cardBalance, cardExpiry, cardName } from './cardText';
