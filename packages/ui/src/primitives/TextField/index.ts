export {
  type FieldInputMode,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './TextField';
