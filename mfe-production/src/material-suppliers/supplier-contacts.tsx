/** A supplier's contacts, in the order they are called: each a name with an email and a phone if known. */
import { FieldArray } from 'formik';
import { FormTextField } from 'shared/forms';
import { Button, CloseIcon, FormGrid, space, Toolbar } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import { EMPTY_CONTACT, type ContactValues } from './supplier-values';

export function SupplierContacts({ contacts }: { contacts: ContactValues[] }) {
  const text = useText();
  return (
    <FieldArray name="contacts">
      {({ push, remove }) => (
        <Contacts>
          <legend>{text('suppliers.contacts')}</legend>
          {contacts.map((_contact, index) => {
            const number = index + 1;
            return (
              <Contact key={index}>
                <legend>{text('suppliers.contact', { number })}</legend>
                <FormGrid>
                  <FormTextField name={`contacts.${index}.name`} label={text('suppliers.contactName')} autoComplete="off" />
                  <FormTextField
                    name={`contacts.${index}.email`}
                    label={text('suppliers.email')}
                    type="email"
                    autoComplete="off"
                  />
                  <FormTextField name={`contacts.${index}.phone`} label={text('suppliers.phone')} type="tel" autoComplete="off" />
                </FormGrid>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text('suppliers.removeContact', { number })}
                  onClick={() => remove(index)}
                >
                  <CloseIcon size="1em" />
                </Button>
              </Contact>
            );
          })}
          <Toolbar>
            <Button variant="secondary" onClick={() => push({ ...EMPTY_CONTACT })}>
              {text('suppliers.addContact')}
            </Button>
          </Toolbar>
        </Contacts>
      )}
    </FieldArray>
  );
}

const Contacts = styled.fieldset`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  border: 0;
  padding: 0;
  min-width: 0;

  > legend {
    font-weight: 600;
    margin-bottom: ${space(2)};
  }
`;

const Contact = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${space(2)};
  margin: 0;
  padding: ${space(2)} ${space(3)};
  min-width: 0;

  > legend {
    padding: 0 ${space(1)};
  }
`;
