export * from './cardRules';
export * from './selection';
export { cardBalance, cardExpiry, cardName } from './cardText';
export { cardUseProblem, selectionProblem, type CardUseMessages } from './cardUse';
