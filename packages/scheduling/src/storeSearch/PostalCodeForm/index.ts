export { PostalCodeForm, type PostalCodeFormProps } from './PostalCodeForm';
export {
  postalCodeClientConstraint,
  postalCodeClientConstraintEvent,
  type PostalCodeClientConstraintEvent,
} from './postalCodeAnalytics';
