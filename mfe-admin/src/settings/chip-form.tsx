/** The form that makes or changes a label or a tag: its name, its colour with a preview, and for a tag what it may be set on. */
import { Formik } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import { TAG_KINDS } from 'shared/contracts';
import { FormButtons, FormCheckboxGroup, FormTextField } from 'shared/forms';
import { ColorChip, FormFailure, FormGrid, space, useToast } from 'shared/ui';
import * as yup from 'yup';
import { EditorForm } from '../local-list';
import { useText, type Text } from '../texts';
import { PAGE_TEXTS, type ChipKind, type ChipRow, type ChipValues, type SaveChip } from './chip-kind';

const NEW_CHIP: ChipValues = { name: '', color: '#1f6feb', kinds: [...TAG_KINDS] };

/** A label's or tag's rules; only a tag says what it may be set on. */
const schema = (text: Text, kind: ChipKind) =>
  yup.object({
    name: yup.string().trim().required(text('chips.nameRequired')).max(40, text('chips.nameTooLong')),
    color: yup
      .string()
      .matches(/^#[0-9a-fA-F]{6}$/, text('chips.colorInvalid'))
      .required(text('chips.colorInvalid')),
    kinds: kind === 'tags' ? yup.array().min(1, text('tags.kindsRequired')) : yup.array(),
  });

export function ChipForm({ kind, chip, save, onDone }: { kind: ChipKind; chip?: ChipRow; save: SaveChip; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => schema(text, kind), [text, kind]);
  const title = chip ? text('chips.editTitle', { name: chip.name }) : text(PAGE_TEXTS[kind].new);
  return (
    <Formik<ChipValues>
      initialValues={chip ? { name: chip.name, color: chip.color, kinds: chip.kinds ?? [] } : NEW_CHIP}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        await run(async () => {
          await save({ ...values, name: values.name.trim() }, chip?.id);
          toast.success(text('chips.saved', { name: values.name.trim() }));
          onDone();
        });
      }}
    >
      {({ values }) => (
        <EditorForm noValidate aria-label={title}>
          <h2>{title}</h2>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="name" label={text(PAGE_TEXTS[kind].name)} maxLength={40} />
            <FormTextField name="color" label={text('chips.color')} type="color" />
            <Preview>
              <span>{text('chips.preview')}</span>
              <ColorChip color={values.color}>{values.name.trim() || text(PAGE_TEXTS[kind].name)}</ColorChip>
            </Preview>
          </FormGrid>
          {kind === 'tags' && (
            <FormCheckboxGroup
              name="kinds"
              legend={text('tags.kinds')}
              options={TAG_KINDS.map((value) => ({ value, label: text(`tags.kind.${value}`) }))}
            />
          )}
          <FormButtons submit={text('chips.save')} cancel={{ text: text('chips.cancel'), onClick: onDone }} />
        </EditorForm>
      )}
    </Formik>
  );
}

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  align-items: flex-start;
`;
