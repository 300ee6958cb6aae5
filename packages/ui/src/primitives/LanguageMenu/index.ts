export {
  defaultLanguages,
  LanguageMenu,
  type LanguageMenuProps,
  type LanguageOption,
} from './LanguageMenu';
