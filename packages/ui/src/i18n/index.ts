export { loadUiMessages } from './loadUiMessages';
export { isUiLocale, type UiLocale, uiLocales } from './locales';
