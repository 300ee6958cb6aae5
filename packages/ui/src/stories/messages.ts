import { i18n, type MessageDescriptor } from '@lingui/core';
import { brandArt } from './source';
import type { Sample } from './useSample';

/**
 * A sample message in the toolbar's language, for a play function (`say(formMessages.tooManyTitle)`); the
 * library's own messages go through `t('contact.form.send')` (`play.ts`). Play functions find elements by
 * role and by these, never by English text, so every locale passes.
 */
export const say = (message: MessageDescriptor): string => i18n._(message);

/** The sample content in the toolbar's language, as the canvas shows it (for a play function's expectations). */
export const shown = <Content>(sample: Sample<Content>): Content => sample(i18n, brandArt);

/**
 * A text as Testing Library reads the page's text (`getByText`, `toHaveTextContent`): every run of white
 * space, the no-break spaces of French typography included, as one space. Roles' names keep them (`getByRole`
 * compares the accessible name as it is), so only text queries need this.
 */
export const asText = (text: string): string => text.replace(/\s+/g, ' ').trim();
