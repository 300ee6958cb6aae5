export type { FieldBaseProps } from './FieldParts';
export {
  type FieldInputMode,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './TextField';
