import { useIntl } from 'react-intl';
import { Button, CloseIcon, colors, Muted, Panel, ScrollRegion, Toolbar, VisuallyHidden } from 'shared/ui';
import styled from 'styled-components';
import type { MaterialRow } from '../api';
import { useText } from '../texts';
import { PROPERTIES } from './properties';

/** How many materials are compared at once. */
export const MAX_COMPARED = 4;

/**
 * The ticked materials side by side: one column each, a row per property of the data sheet, so
 * a difference reads across. Each can be taken out; one alone asks for a second.
 */
export function Comparison({ materials, onChange }: { materials: MaterialRow[]; onChange: (materials: MaterialRow[]) => void }) {
  const text = useText();
  const intl = useIntl();
  if (!materials.length) return null;
  const given = (value: number | null) => (value === null ? text('materials.notGiven') : intl.formatNumber(value));
  const rows: [string, (material: MaterialRow) => string][] = [
    [text('materials.type'), (material) => material.type],
    [text('materials.column.processes'), (material) => material.processes.join(', ')],
    [text('materials.column.maker'), (material) => material.maker],
    [text('materials.column.colour'), (material) => material.colour],
    ...PROPERTIES.map(({ key, of }): [string, (material: MaterialRow) => string] => [
      text(`materials.property.${key}`),
      (material) => given(of(material)),
    ]),
    [text('materials.column.certifications'), (material) => material.certifications.join(', ') || text('materials.notGiven')],
    [text('materials.column.facilities'), (material) => material.facilities.map((facility) => facility.name).join(', ')],
  ];
  return (
    <Panel title={text('materials.comparison')}>
      {materials.length < 2 && <Muted>{text('materials.compareHint')}</Muted>}
      <ScrollRegion label={text('materials.comparison')}>
        <Grid aria-label={text('materials.comparison')}>
          <thead>
            <tr>
              <th scope="col">{text('materials.property')}</th>
              {materials.map((material) => (
                <th scope="col" key={material.id}>
                  {material.name}{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onChange(materials.filter((other) => other.id !== material.id))}
                  >
                    <CloseIcon size="1em" />
                    <VisuallyHidden>{text('materials.remove', { name: material.name })}</VisuallyHidden>
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {materials.map((material) => (
                  <td key={material.id}>{value(material)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Grid>
      </ScrollRegion>
      <Toolbar>
        <Button variant="secondary" onClick={() => onChange([])}>
          {text('materials.clearComparison')}
        </Button>
      </Toolbar>
    </Panel>
  );
}

const Grid = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: 0.375rem 0.75rem;
    text-align: left;
    border-bottom: 1px solid ${colors.border};
    vertical-align: top;
  }
`;
