/**
 * What a packed build takes of its material: the parts' mass and the build's mass density (their
 * mass over the volume up to its height), the powder bed up to its height, and — where its
 * printer holds a batch — the virgin powder to add after it so that the next build starts within
 * the material's rules, or why no refresh can.
 */
import { useIntl } from 'react-intl';
import { Fact, Facts, formatMass, Panel, PlainList } from 'shared/ui';
import { useText } from '../texts';
import type { Build } from './api';

type Material = NonNullable<NonNullable<Build['estimate']>['material']>;

export function BuildMaterial({ material }: { material: Material }) {
  const text = useText();
  const intl = useIntl();
  return (
    <>
      <Facts>
        <Fact label={text('builds.material')}>{material.name}</Fact>
        {material.partsMassMg !== null && <Fact label={text('builds.partsMass')}>{formatMass(intl, material.partsMassMg)}</Fact>}
        {material.massDensity !== null && (
          <Fact label={text('builds.massDensity')}>
            {text('builds.gramsPerCm3', { density: intl.formatNumber(material.massDensity, { maximumFractionDigits: 2 }) })}
          </Fact>
        )}
        <Fact label={text('builds.powderBed')}>
          {intl.formatNumber(material.bedLitres, { style: 'unit', unit: 'liter', maximumFractionDigits: 1 })}
        </Fact>
        {material.batch && material.topUpMg !== null && (
          <Fact label={text('builds.topUp')}>
            {text('builds.topUpOf', { mass: formatMass(intl, material.topUpMg), batch: material.batch.number })}
          </Fact>
        )}
      </Facts>
      {material.beyondRules.length > 0 && (
        <Panel tone="warning" title={text('builds.beyondRules')}>
          <PlainList>
            {material.beyondRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </PlainList>
        </Panel>
      )}
    </>
  );
}
