// Forms: the kit's fields bound to formik by name, the form that stands them one under another, and a form's foot (SaveBar, FormButtons). Each area bundles this
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
export { FormButtons, SaveBar, type FormButtonsProps, type SaveBarProps } from './form-foot';
export { FormFields } from './form-fields-grid';
