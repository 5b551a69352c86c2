/**
 * The rules per material as an editor changes them: one framed rule per material, each with its
 * material, the least virgin powder, the most re-use cycles, whether it must be sieved and its
 * reorder point; a rule is added at the end and removed after a question (it goes when the
 * settings are saved). On a phone the fields of a rule stack under each other.
 */
import { Field, FieldArray, useFormikContext } from 'formik';
import { useId } from 'react';
import { referenceApi } from 'shared/api';
import { FormSelectField, FormTextField } from 'shared/forms';
import { Button, Card, CloseIcon, colors, FormGrid, Muted, space, useConfirm } from 'shared/ui';
import styled from 'styled-components';
import { MassField } from '../material-batches/mass-fields';
import { useText } from '../texts';
import type { MaterialRule } from './api';
import { blankRule, type SettingsValues } from './settings-values';

/** `ruled`: the materials of the saved rules. */
export function RuleFields({ ruled }: { ruled: MaterialRule['material'][] }) {
  const text = useText();
  const { values } = useFormikContext<SettingsValues>();
  const [confirm, confirmDialog] = useConfirm();
  const options = useMaterialOptions(ruled);
  const nameOf = (id: number | null) => options.find((option) => option.value === id)?.label;
  const heading = (index: number) => {
    const material = nameOf(values.rules[index]?.materialId ?? null);
    const n = String(index + 1);
    return material ? text('settings.ruleFor', { n, material }) : text('settings.rule', { n });
  };
  return (
    <FieldArray name="rules">
      {({ push, remove }) => (
        <Rules>
          {values.rules.length === 0 && <Muted>{text('settings.noRules')}</Muted>}
          {values.rules.map((_rule, index) => (
            <Rule
              // Rules have no id of their own until saved; a removed one shifts the others up, as their headings say.
              key={index}
              index={index}
              heading={heading(index)}
              options={options}
              onRemove={async () => {
                const sure = await confirm({
                  title: text('settings.removeTitle'),
                  text: text('settings.removeText', { rule: heading(index) }),
                  confirmText: text('settings.remove'),
                  cancelText: text('settings.keep'),
                  danger: true,
                });
                if (sure) remove(index);
              }}
            />
          ))}
          <div>
            <Button variant="secondary" onClick={() => push(blankRule())}>
              {text('settings.addRule')}
            </Button>
          </div>
          {confirmDialog}
        </Rules>
      )}
    </FieldArray>
  );
}

interface RuleProps {
  index: number;
  heading: string;
  options: { value: number; label: string }[];
  onRemove: () => void;
}

function Rule({ index, heading, options, onRemove }: RuleProps) {
  const text = useText();
  const headingId = useId();
  const name = (field: string) => `rules.${index}.${field}`;
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>{heading}</h3>
        <Button
          variant="secondary"
          size="sm"
          aria-label={text('settings.removeRule', { n: String(index + 1) })}
          onClick={onRemove}
        >
          <CloseIcon size="1em" /> {text('settings.remove')}
        </Button>
      </Head>
      <FormGrid>
        <FormSelectField<number>
          name={name('materialId')}
          label={text('settings.material')}
          placeholder={text('settings.chooseMaterial')}
          nullable
          parse={Number}
          options={options}
        />
        <FormTextField
          name={name('minVirginPercent')}
          label={text('settings.minVirgin')}
          inputMode="decimal"
          autoComplete="off"
        />
        <FormTextField name={name('maxCycles')} label={text('settings.maxCycles')} inputMode="numeric" autoComplete="off" />
        <MassField name={name('reorderPoint')} label={text('settings.reorderPoint')} />
        <Check>
          <Field type="checkbox" name={name('sieveRequired')} />
          {text('settings.sieveRequired')}
        </Check>
      </FormGrid>
    </Card>
  );
}

/**
 * The materials a rule may be for: the catalogue's, and those the saved rules name (a material
 * the catalogue no longer offers keeps its rule and its name).
 */
function useMaterialOptions(ruled: MaterialRule['material'][]) {
  const catalogue = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const missing = ruled.flatMap(({ id, name }) =>
    name && !catalogue.some((offered) => offered.id === id) ? [{ id, name }] : [],
  );
  return [...catalogue, ...missing].map((material) => ({ value: material.id, label: material.name }));
}

const Rules = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

/** A checkbox with its words beside it, lined up with the bottom of the fields around it. */
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  align-self: end;
  gap: ${space(2)};
  min-height: 2.5rem;
  color: ${colors.text};
`;
