export { SignInForm, type SignInFormProps } from './SignInForm';
export {
  emptySignInValues,
  normalizeSignIn,
  type SignInErrors,
  type SignInField,
  type SignInValues,
  signInFields,
  signInLimits,
  signInMessages,
  signInSchema,
  validateSignIn,
} from './signInSchema';
