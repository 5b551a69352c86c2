import { defineTexts } from 'shared/texts';

/** The delivery address form's texts (New Order, the facility's and the company's profile). */
export const ADDRESS_TEXTS = defineTexts({
  'address.newTitle': { en_US: 'New delivery address', de_DE: 'Neue Lieferadresse' },
  'address.editTitle': { en_US: 'Change {{label}}', de_DE: '{{label}} ändern' },
  'address.label': { en_US: 'Name of the address', de_DE: 'Name der Adresse' },
  'address.recipient': { en_US: 'Recipient', de_DE: 'Empfänger' },
  'address.line1': { en_US: 'Street and number', de_DE: 'Straße und Hausnummer' },
  'address.line2': { en_US: 'Address line 2', de_DE: 'Adresszusatz' },
  'address.postalCode': { en_US: 'Postal code', de_DE: 'Postleitzahl' },
  'address.city': { en_US: 'City', de_DE: 'Ort' },
  'address.region': { en_US: 'State or region', de_DE: 'Bundesland oder Region' },
  'address.country': { en_US: 'Country of the address', de_DE: 'Land der Adresse' },
  'address.choose': { en_US: 'Choose…', de_DE: 'Auswählen…' },
  'address.phone': { en_US: 'Phone at the delivery address', de_DE: 'Telefon an der Lieferadresse' },
  'address.isDefault': { en_US: 'Make this our default address', de_DE: 'Als unsere Standardadresse verwenden' },
  'address.save': { en_US: 'Save the address', de_DE: 'Adresse speichern' },
  'address.cancel': { en_US: 'Cancel', de_DE: 'Abbrechen' },
});
