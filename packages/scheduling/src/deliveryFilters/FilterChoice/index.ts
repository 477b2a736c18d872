export { FilterChoice, type FilterChoiceProps } from './FilterChoice';
