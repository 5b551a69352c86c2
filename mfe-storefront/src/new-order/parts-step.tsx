/**
 * New Order, step 2: each part's process and material (only the pairs the facilities the order
 * may go to actually run), quantity, units, part number, primary use case, industry focus,
 * finish (where the store front asks for one) and notes.
 */
import { getIn, useFormikContext } from 'formik';
import styled from 'styled-components';
import { LENGTH_UNITS, PRIMARY_USE_CASES, type OrderOffer } from 'shared/contracts';
import type { OrderInput, RfqRequirableField } from 'shared/orders';
import { Button, colors, FormGrid, Muted, NumberInput, SelectField, space, Textarea, TextField } from 'shared/ui';
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
  const { values, errors, setFieldValue } = useFormikContext<OrderInput>();
  const options = offer?.options ?? [];
  // What the store front's RFQ configuration requires of each part is marked.
  const label = (key: Parameters<typeof text>[0], asked: RfqRequirableField) =>
    offer?.requiredFields.includes(asked) ? text('newOrder.required', { label: text(key) }) : text(key);
  const processes = [...new Map(options.map((o) => [o.processId, o.processName])).entries()].map(([value, label]) => ({
    value,
    label,
  }));
  const error = (field: string) => getIn(errors, field) as string | undefined;

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
              <SelectField
                label={text('newOrder.parts.process')}
                placeholder={text('newOrder.parts.choose')}
                value={part.amProcessId ?? ''}
                options={processes}
                error={error(field('amProcessId'))}
                onChange={(value) => {
                  void setFieldValue(field('amProcessId'), value ? Number(value) : null);
                  void setFieldValue(field('materialId'), null);
                }}
              />
              <SelectField
                label={text('newOrder.parts.material')}
                placeholder={text('newOrder.parts.choose')}
                value={part.materialId ?? ''}
                options={materials}
                disabled={part.amProcessId === null}
                error={error(field('materialId'))}
                onChange={(value) => void setFieldValue(field('materialId'), value ? Number(value) : null)}
              />
              <NumberInput
                label={text('newOrder.parts.quantity')}
                value={part.quantity}
                min={1}
                error={error(field('quantity'))}
                onChange={(value) => void setFieldValue(field('quantity'), value)}
              />
              <SelectField
                label={text('newOrder.parts.units')}
                value={part.units}
                options={LENGTH_UNITS.map((unit) => ({ value: unit, label: text(`newOrder.units.${unit}`) }))}
                onChange={(value) => void setFieldValue(field('units'), value)}
              />
              <TextField
                label={label('newOrder.parts.partNumber', 'partNumber')}
                value={part.partNumber}
                error={error(field('partNumber'))}
                onChange={(event) => void setFieldValue(field('partNumber'), event.target.value)}
              />
              <SelectField
                label={label('newOrder.parts.useCase', 'primaryUseCase')}
                placeholder={text('newOrder.parts.notSaid')}
                value={part.primaryUseCase ?? ''}
                error={error(field('primaryUseCase'))}
                options={PRIMARY_USE_CASES.map((useCase) => ({ value: useCase, label: orderText(`orders.useCase.${useCase}`) }))}
                onChange={(value) => void setFieldValue(field('primaryUseCase'), value || null)}
              />
              <TextField
                label={label('newOrder.parts.industry', 'industryFocus')}
                value={part.industryFocus}
                error={error(field('industryFocus'))}
                onChange={(event) => void setFieldValue(field('industryFocus'), event.target.value)}
              />
              {offer?.finishEnabled && (
                <TextField
                  label={text('newOrder.parts.finish')}
                  value={part.finish}
                  error={error(field('finish'))}
                  onChange={(event) => void setFieldValue(field('finish'), event.target.value)}
                />
              )}
            </FormGrid>
            <Textarea
              label={text('newOrder.parts.notes')}
              rows={3}
              value={part.notes}
              error={error(field('notes'))}
              onChange={(event) => void setFieldValue(field('notes'), event.target.value)}
            />
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
