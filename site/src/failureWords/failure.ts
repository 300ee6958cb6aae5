import type { FormFailure, UnknownFailure } from '@brand/ui/forms/formFailure.ts';

/**
 * What a form of the library hands to the site's failure words: a `FormFailure` of the site's kinds (from
 * the ports: `EnquiryError`, `SignInError`), or the library's `UnknownFailure` for anything else.
 *
 * Each page words its own failures in a module of this folder — `enquiry.ts` (the contact form's toast),
 * `signIn.ts` (the sign-in form's alert), `setting.ts` (the hero video editor's toast) — each kind of a port
 * mapped in a `Record` over the kind, so a new kind does not type-check until it has words. One module per
 * page, not one for all: a page's chunk carries only the words it can show (/contact no sign-in words).
 */
export type Failure = FormFailure | UnknownFailure;
