export { SignInForm, type SignInFormProps } from './SignInForm';
export {
  initSignInForm,
  type SignInFormAction,
  type SignInFormState,
  type SignInFormStatus,
  signInFormReducer,
  signInFormStatuses,
} from './signInFormState';
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
