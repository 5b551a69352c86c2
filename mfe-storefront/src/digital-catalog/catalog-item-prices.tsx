/** A catalogue item's price per quantity break: up to ten, each quantity once. */
import { FieldArray, useFormikContext } from 'formik';
import { FormNumberField, useFormField } from 'shared/forms';
import { Button, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import type { ItemValues } from './catalog-item-values';

export function PriceBreaks() {
  const text = useText();
  const { values } = useFormikContext<ItemValues>();
  // The rule over all breaks (each quantity once); a break's own rules are said at its fields.
  const error = useFormField<ItemValues['prices']>('prices').error as unknown;
  return (
    <fieldset>
      <legend>{text('catalog.prices')}</legend>
      <FieldArray name="prices">
        {({ push, remove }) => (
          <>
            {values.prices.map((_price, index) => (
              <Toolbar key={index}>
                <FormNumberField
                  name={`prices.${index}.minQuantity`}
                  label={text('catalog.breakQuantity', { number: index + 1 })}
                  min={1}
                />
                <FormNumberField
                  name={`prices.${index}.unitPrice`}
                  label={text('catalog.breakPrice', { number: index + 1, currency: values.currency })}
                  min={0}
                  step="0.01"
                />
                {values.prices.length > 1 && (
                  <Button variant="link" onClick={() => remove(index)}>
                    {text('catalog.removeBreak', { number: index + 1 })}
                  </Button>
                )}
              </Toolbar>
            ))}
            {typeof error === 'string' && <p role="alert">{error}</p>}
            {values.prices.length < 10 && (
              <Button variant="secondary" onClick={() => push({ minQuantity: null, unitPrice: null })}>
                {text('catalog.addBreak')}
              </Button>
            )}
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
