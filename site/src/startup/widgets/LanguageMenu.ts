// A chunk of its own: the language menu (Radix DropdownMenu), loaded by onDemand.tsx.
export { LanguageMenu } from '@brand/ui';
