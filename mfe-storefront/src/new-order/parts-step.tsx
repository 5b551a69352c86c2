/**
 * New Order, step 2: each part's process and material (only the pairs the facilities the order
 * may go to actually run), quantity, units, part number, primary use case, industry focus,
 * finish (where the store front asks for one) and notes.
 */
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { LENGTH_UNITS, PRIMARY_USE_CASES, type OrderOffer } from 'shared/contracts';
import type { OrderInput, RfqRequirableField } from 'shared/orders';
import { FormNumberField, FormSelectField, FormTextarea, FormTextField } from 'shared/forms';
import { Button, colors, FormGrid, Muted, space } from 'shared/ui';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { useText } from '../texts';

export interface PartsStepProps {
  offer: OrderOffer | undefined;
  /** The file names of the order's parts, by file id. */
  fileNames: Map<number, string>;
}

export function PartsStep({ offer, fileNames }: PartsStepProps) {
  const text = useText();
  const orderText = useTexts(ORDER_STATUS_TEXTS);
  const { values, setFieldValue } = useFormikContext<OrderInput>();
  const options = offer?.options ?? [];
  // What the store front's RFQ configuration requires of each part is marked.
  const label = (key: Parameters<typeof text>[0], asked: RfqRequirableField) =>
    offer?.requiredFields.includes(asked) ? text('newOrder.required', { label: text(key) }) : text(key);
  const processes = [...new Map(options.map((o) => [o.processId, o.processName])).entries()].map(([value, label]) => ({
    value,
    label,
  }));

  if (values.parts.length === 0) return <Muted>{text('newOrder.parts.none')}</Muted>;
  return (
    <PartList aria-label={text('newOrder.parts.list')}>
      {offer && options.length === 0 && <p role="alert">{text('newOrder.parts.nothingOffered')}</p>}
      {values.parts.map((part, index) => {
        const name = fileNames.get(part.fileId) ?? text('newOrder.parts.file', { id: part.fileId });
        const field = (key: string) => `parts[${index}].${key}`;
        const materials = options
          .filter((o) => o.processId === part.amProcessId)
          .map((o) => ({
            value: o.materialId,
            label: text('newOrder.parts.materialAt', { name: o.materialName, count: o.facilityCount }),
          }));
        return (
          <Part key={part.fileId} aria-label={name}>
            <h3>{name}</h3>
            <FormGrid>
              <FormSelectField<number>
                nullable
                name={field('amProcessId')}
                label={text('newOrder.parts.process')}
                placeholder={text('newOrder.parts.choose')}
                options={processes}
                parse={Number}
                // Another process runs other materials.
                onChosen={() => void setFieldValue(field('materialId'), null)}
              />
              <FormSelectField<number>
                nullable
                name={field('materialId')}
                label={text('newOrder.parts.material')}
                placeholder={text('newOrder.parts.choose')}
                options={materials}
                disabled={part.amProcessId === null}
                parse={Number}
              />
              <FormNumberField name={field('quantity')} label={text('newOrder.parts.quantity')} min={1} />
              <FormSelectField
                name={field('units')}
                label={text('newOrder.parts.units')}
                options={LENGTH_UNITS.map((unit) => ({ value: unit, label: text(`newOrder.units.${unit}`) }))}
              />
              <FormTextField name={field('partNumber')} label={label('newOrder.parts.partNumber', 'partNumber')} />
              <FormSelectField
                nullable
                name={field('primaryUseCase')}
                label={label('newOrder.parts.useCase', 'primaryUseCase')}
                placeholder={text('newOrder.parts.notSaid')}
                options={PRIMARY_USE_CASES.map((useCase) => ({ value: useCase, label: orderText(`orders.useCase.${useCase}`) }))}
              />
              <FormTextField name={field('industryFocus')} label={label('newOrder.parts.industry', 'industryFocus')} />
              {offer?.finishEnabled && <FormTextField name={field('finish')} label={text('newOrder.parts.finish')} />}
            </FormGrid>
            <FormTextarea name={field('notes')} label={text('newOrder.parts.notes')} rows={3} />
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  void setFieldValue(
                    'parts',
                    values.parts.filter((_, i) => i !== index),
                  )
                }
                aria-label={text('newOrder.removeFile', { name })}
              >
                {text('newOrder.remove')}
              </Button>
            </div>
          </Part>
        );
      })}
    </PartList>
  );
}

const PartList = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const Part = styled.section`
  display: grid;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${space(1)};
  h3 {
    margin: 0;
  }
`;
