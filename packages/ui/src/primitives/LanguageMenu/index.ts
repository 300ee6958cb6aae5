export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu';
export { defaultLanguages, type LanguageOption } from './languages';
