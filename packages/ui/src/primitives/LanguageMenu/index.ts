export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu';
export { LanguageMenuTrigger, type LanguageMenuTriggerProps } from './LanguageMenuTrigger';
export { defaultLanguages, type LanguageOption } from './languages';
