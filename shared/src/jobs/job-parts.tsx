/** The job form's parts: whether the job is ITAR-cleared, the parts it makes and the selector of parts from orders. */
import { FieldArray, useFormikContext } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from 'shared/auth';
import type { Equipment } from 'shared/contracts';
import { FormNumberField, useFormField } from 'shared/forms';
import { Button, Muted, space, Toolbar } from 'shared/ui';
import type { JobFormValues } from './job-form-values.js';
import { PartSelector } from './part-selector.js';
import { useJobText } from './texts.js';

export function Parts({ equipment }: { equipment: Equipment | undefined }) {
  const text = useJobText();
  const { user } = useCurrentUser();
  const itarAdmin = Boolean(user?.roles.some((role) => role.roleName === 'ITAR_ADMIN'));
  const { values } = useFormikContext<JobFormValues>();
  const itar = useFormField<boolean>('itar');
  const [choosing, setChoosing] = useState(false);
  // A printer's job makes parts of its process in the job's material; post-processing takes any.
  const printing = equipment?.machine.kind === 'THREED_PRINTER' && values.jobType !== 'POST_PROCESSING_ORDER';
  return (
    <FieldArray name="parts">
      {({ push, remove }) => (
        <SubSection aria-label={text('jobForm.parts')}>
          <h2>{text('jobForm.parts')}</h2>
          <label>
            <input
              type="checkbox"
              name="itar"
              checked={itar.value}
              disabled={!itarAdmin}
              onChange={(e) => itar.set(e.target.checked)}
            />{' '}
            {text('jobForm.itar')}
          </label>
          {!itarAdmin && <Muted>{text('jobForm.itarAdminOnly')}</Muted>}
          {values.parts.length === 0 && <Muted>{text('jobForm.noParts')}</Muted>}
          {values.parts.map((part, index) => (
            <Toolbar key={part.fileId}>
              <PartName>
                <strong>{part.fileName}</strong>
                <Muted>{part.orderTitle}</Muted>
              </PartName>
              <FormNumberField
                name={`parts.${index}.quantity`}
                label={`${text('jobForm.quantity')} (${part.fileName})`}
                min={1}
                max={part.max}
              />
              <Button variant="link" onClick={() => remove(index)}>
                {text('jobForm.removePart', { name: part.fileName })}
              </Button>
            </Toolbar>
          ))}
          <div>
            <Button variant="secondary" size="sm" onClick={() => setChoosing((open) => !open)} aria-expanded={choosing}>
              {text('jobForm.addParts')}
            </Button>
          </div>
          {choosing && (
            <PartSelector
              itar={values.itar}
              jobType={values.jobType}
              equipment={equipment}
              processId={printing ? equipment?.machine.amProcessId : undefined}
              materialId={printing && values.materialId ? Number(values.materialId) : undefined}
              chosen={values.parts.map((p) => p.fileId)}
              onAdd={(part) => push(part)}
              onClose={() => setChoosing(false)}
            />
          )}
        </SubSection>
      )}
    </FieldArray>
  );
}

export const SubSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const PartName = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 240px;
`;
