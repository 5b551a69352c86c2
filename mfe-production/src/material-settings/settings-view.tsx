/**
 * The material settings as a reader sees them: the scale's tolerance and a table of the rules per
 * material, in the reader's language, with nothing to change.
 */
import { useId } from 'react';
import { Fact, Facts, Muted, PlainTable, Section } from 'shared/ui';
import { useBatchFormat } from '../material-batches/use-batch-format';
import { useText } from '../texts';
import type { MaterialSettings } from './api';

export function SettingsView({ saved }: { saved: MaterialSettings }) {
  const text = useText();
  const format = useBatchFormat();
  const rulesId = useId();
  const orNotSet = (value: number | null, write: (value: number) => string) =>
    value === null ? text('settings.notSet') : write(value);
  return (
    <>
      <Muted>{text('settings.readOnly')}</Muted>
      <Section title={text('settings.scale')}>
        <Facts>
          <Fact label={text('settings.tolerance')}>{format.rulePercent(saved.massTolerancePercent)}</Fact>
        </Facts>
        <Muted>{text('settings.toleranceHint')}</Muted>
      </Section>
      <Section title={text('settings.rules')} headingId={rulesId}>
        <Muted>{text('settings.rulesHint')}</Muted>
        {saved.rules.length === 0 ? (
          <p>{text('settings.noRules')}</p>
        ) : (
          <PlainTable
            labelledBy={rulesId}
            columns={[
              text('settings.material'),
              text('settings.minVirgin'),
              text('settings.maxCycles'),
              text('settings.sieveRequired'),
              text('settings.reorderPoint'),
            ]}
          >
            {saved.rules.map((rule) => (
              <tr key={rule.material.id}>
                <th scope="row">{rule.material.name}</th>
                <td>{orNotSet(rule.minVirginPercent, (percent) => format.rulePercent(percent))}</td>
                <td>{orNotSet(rule.maxCycles, String)}</td>
                <td>{rule.sieveRequired ? text('settings.yes') : text('settings.no')}</td>
                <td>{orNotSet(rule.reorderPointMg, format.mass)}</td>
              </tr>
            ))}
          </PlainTable>
        )}
      </Section>
    </>
  );
}
