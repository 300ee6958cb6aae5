import { useLingui } from '@lingui/react/macro';
import { SignInError, type SignInFailure } from '../ports/auth';
import type { Failure } from './failure';

/**
 * Why a sign-in failed, as the sign-in form's `describeFailure` (its alert): wrong credentials, too many
 * attempts (the service's throttle), else the service (a rejection that is not a `SignInError` included).
 */
export function useSignInFailureWords() {
  const { t } = useLingui();
  return (failure: Failure): string => {
    const kind: SignInFailure = failure instanceof SignInError ? failure.kind : 'unavailable';
    const words: Record<SignInFailure, string> = {
      credentials: t({
        id: 'site.login.error.credentials',
        message: 'The email address or password is incorrect.',
      }),
      'rate-limited': t({
        id: 'site.login.error.rateLimited',
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      }),
      unavailable: t({
        id: 'site.login.error.unavailable',
        message: 'Sign-in is not available right now. Please check your connection and try again.',
      }),
    };
    return words[kind];
  };
}
