import { makeTheme } from './makeTheme';
import { partnerTokens } from './partnerTokens';

/** The class of the example partner theme (`partnerTokens`): put it on `<html>` to re-theme the page. */
export const partnerTheme = makeTheme(partnerTokens, 'partner');
