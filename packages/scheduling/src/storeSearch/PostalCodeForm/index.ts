export { PostalCodeForm, type PostalCodeFormProps } from './PostalCodeForm';
