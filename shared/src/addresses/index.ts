/** A company's delivery address, added or changed in one form (its calls are shared/api's addressApi). */
export { AddressForm, type AddressFormProps } from './address-form.js';
export { ADDRESS_TEXTS } from './texts.js';
