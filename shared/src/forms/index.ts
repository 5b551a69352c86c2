// Forms: the kit's fields bound to formik by name, and the save bar. Each area bundles this
// entry with its own formik (build/webpack-preset.mjs), so the fields find the area's form.
export {
  FormCheckboxGroup,
  FormDateField,
  FormNumberField,
  FormPhoneField,
  FormSelectField,
  FormTextarea,
  FormTextField,
  useFormField,
} from './form-fields';
export { SaveBar, type SaveBarProps } from './save-bar';
