import { msg } from '@lingui/core/macro';

/** The names of the states in the forms' states views. */
export const stateMessages = {
  idle: msg({ id: 'stories.states.idle', message: 'At rest' }),
  missing: msg({ id: 'stories.states.missing', message: 'Sent empty: each field says what is missing' }),
  tooLong: msg({ id: 'stories.states.tooLong', message: 'Sent with texts that are too long' }),
  sending: msg({ id: 'stories.states.sending', message: 'Sending' }),
  signingIn: msg({ id: 'stories.states.signingIn', message: 'Signing in' }),
  success: msg({ id: 'stories.states.success', message: 'Sent: the form empties, a toast confirms' }),
  failure: msg({ id: 'stories.states.failure', message: 'Not sent: every value stays, a toast explains' }),
  siteToast: msg({
    id: 'stories.states.siteToast',
    message: 'Not sent: the site’s own toast, with an action',
  }),
  signInFailure: msg({
    id: 'stories.states.signInFailure',
    message: 'Refused: the email stays, the password is cleared',
  }),
};
