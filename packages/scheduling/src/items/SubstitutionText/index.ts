export { SubstitutionText, type SubstitutionTextProps } from './SubstitutionText';
export {
  readSubstitutionPolicy,
  substitutionPolicies,
  substitutionWords,
  type SubstitutionMessages,
  type SubstitutionPolicy,
  type SubstitutionWords,
} from './substitutionRules';
