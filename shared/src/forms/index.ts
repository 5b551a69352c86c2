// Forms: the kit's fields bound to formik by name, and a form's foot (SaveBar, FormButtons). Each area bundles this
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
