/**
 * The inputs of a new batch: its material, then as many rows as it has inputs, each a released
 * lot with powder left (virgin) or a batch in storage of that material, and the mass taken from
 * it; what the inputs add up to and how that balances with the new batch and the loss shows as
 * it is typed.
 */
import { FieldArray, useFormikContext } from 'formik';
import { referenceApi } from 'shared/api';
import { FormSelectField } from 'shared/forms';
import { Button, CloseIcon, FormGrid, space } from 'shared/ui';
import styled from 'styled-components';
import { productionApi } from '../api';
import { useText } from '../texts';
import { inputsMg, sourceOf, type BlendValues } from './batch-values';
import { BalanceLine, MassField, useTypedMass } from './mass-fields';
import { useBatchFormat } from './use-batch-format';

/** Enough lots and batches of one material for a choice: the server's largest page. */
const CHOICE = { offset: 0, limit: 200 } as const;

export function BlendInputs() {
  const text = useText();
  const { values, setFieldValue } = useFormikContext<BlendValues>();
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const sources = useSourceOptions(values.materialId);
  return (
    <>
      <FormGrid>
        <FormSelectField<number>
          name="materialId"
          label={text('batches.material')}
          placeholder={text('batches.choose')}
          nullable
          parse={Number}
          options={materials.map((material) => ({ value: material.id, label: material.name }))}
          // The inputs chosen were of the material before: powder of one material is blended.
          onChosen={() =>
            void setFieldValue(
              'inputs',
              values.inputs.map((input) => ({ ...input, source: '' })),
            )
          }
        />
      </FormGrid>
      <FieldArray name="inputs">
        {({ push, remove }) => (
          <Inputs>
            {values.inputs.map((_input, index) => (
              <Row key={index}>
                <FormSelectField
                  name={`inputs.${index}.source`}
                  label={text('batches.input', { n: String(index + 1) })}
                  placeholder={text('batches.choose')}
                  options={sources}
                />
                <MassField name={`inputs.${index}.mass`} label={text('batches.inputMass', { n: String(index + 1) })} />
                {values.inputs.length > 1 && (
                  <Button
                    variant="secondary"
                    aria-label={text('batches.removeInput', { n: String(index + 1) })}
                    onClick={() => remove(index)}
                  >
                    <CloseIcon size="1em" />
                  </Button>
                )}
              </Row>
            ))}
            <div>
              <Button variant="secondary" onClick={() => push({ source: '', mass: '' })}>
                {text('batches.addInput')}
              </Button>
            </div>
          </Inputs>
        )}
      </FieldArray>
    </>
  );
}

/** The lots and batches of the material that powder may be taken from, each with what it holds. */
function useSourceOptions(materialId: number | null) {
  const text = useText();
  const format = useBatchFormat();
  const skip = materialId === null;
  const material = materialId ?? undefined;
  const lots = productionApi.useLotsQuery({ usable: true, materialId: material, ...CHOICE }, { skip }).data?.rows ?? [];
  const batches = productionApi.useBatchesQuery({ state: ['IDLE'], materialId: material, ...CHOICE }, { skip }).data?.rows ?? [];
  if (skip) return [];
  return [
    ...lots.map((lot) => ({
      value: sourceOf('lot', lot.id),
      label: text('batches.lotOption', {
        number: lot.number,
        supplierLot: lot.supplierLotNumber,
        mass: format.mass(lot.remainingMg),
      }),
    })),
    ...batches
      .filter((batch) => batch.massMg > 0)
      .map((batch) => ({
        value: sourceOf('batch', batch.id),
        label: text('batches.batchOption', {
          number: batch.number,
          powder: text(`batches.powder.${batch.powderState}`),
          mass: format.mass(batch.massMg),
        }),
      })),
  ];
}

/** The new batch's masses against what its inputs add up to, as they are typed. */
export function BlendBalance({ tolerancePercent }: { tolerancePercent?: number }) {
  const { values } = useFormikContext<BlendValues>();
  const { decimalSeparator } = useBatchFormat();
  const typed = useTypedMass();
  return (
    <BalanceLine
      inputMg={inputsMg(values, decimalSeparator)}
      outputMg={typed(values.output)}
      lossMg={typed(values.loss) ?? 0}
      tolerancePercent={tolerancePercent}
    />
  );
}

const Inputs = styled.div`
  display: grid;
  gap: ${space(3)};
`;

/** An input's choice and its mass side by side, under each other on a narrow screen, the remove button beside the mass. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: flex-end;
  & > * {
    flex: 1 1 15rem;
    min-width: 0;
  }
  & > button {
    flex: 0 0 auto;
  }
`;
