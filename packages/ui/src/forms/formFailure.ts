/**
 * Why a form's send failed, named by the form's owner: `send` (a section's `onSubmit`) rejects with one —
 * an error class of yours with a string `kind`, or a plain `{ kind }` — and the form hands it, typed, to
 * what turns it into words (`onFailed`, `failureToast`, `errorToast`, `describeFailure`). A union of
 * kinds (`FormFailure<'offline' | 'timeout'>`) lets those words be checked for every kind.
 */
export type FormFailure<Kind extends string = string> = { readonly kind: Kind };

/**
 * What any other rejection becomes (an `Error` without a `kind`, a thrown string…): `kind: 'failed'`,
 * the rejection itself as `cause`, for a log.
 */
export type UnknownFailure = { readonly kind: 'failed'; readonly cause: unknown };

/** Whether a rejection names its failure: an object with a string `kind`. */
export const isFormFailure = (value: unknown): value is FormFailure =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

/**
 * A rejection as the form hands it on: a `FormFailure` as it is (`Failure`, the kinds the form's owner
 * rejects with: the library trusts, it cannot check a type), anything else as an `UnknownFailure`.
 */
export const toFormFailure = <Failure extends FormFailure = FormFailure>(
  rejection: unknown,
): Failure | UnknownFailure =>
  isFormFailure(rejection) ? (rejection as Failure) : { kind: 'failed', cause: rejection };
