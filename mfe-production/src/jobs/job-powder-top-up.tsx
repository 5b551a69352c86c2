/**
 * The refresh a job will call for, before it starts: what its parts weigh (their volume times the
 * material's density), the batch now and after the build (one cycle older, no virgin powder),
 * the virgin powder to add after the build for the next one to keep the material's least virgin
 * share, and the batch after that top-up; and why no top-up can help, when none can.
 */
import { useId } from 'react';
import { Fact, Facts, Muted, Panel } from 'shared/ui';
import { useText } from '../texts';
import type { JobPowder } from './api';
import { RuleList } from './powder-rules';
import { usePowderFormat } from './use-powder-format';

type Proposal = NonNullable<JobPowder['topUp']>;
type PowderState = NonNullable<Proposal['now']>;

export function TopUp({ topUp }: { topUp: Proposal }) {
  const text = useText();
  const format = usePowderFormat();
  const headingId = useId();
  const state = ({ massMg, virginThousandths, maxCycles }: PowderState) =>
    text('jobPowder.state', { mass: format.mass(massMg), virgin: format.percent(virginThousandths), cycles: maxCycles });
  const adds = topUp.topUpMg > 0;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{text('jobPowder.topUpTitle')}</h3>
      <p>
        {topUp.partsMg > 0 ? text('jobPowder.partsWeigh', { mass: format.mass(topUp.partsMg) }) : text('jobPowder.partsUnknown')}
      </p>
      <Facts>
        {topUp.now && <Fact label={text('jobPowder.now')}>{state(topUp.now)}</Fact>}
        {topUp.afterJob && <Fact label={text('jobPowder.afterJob')}>{state(topUp.afterJob)}</Fact>}
        {adds && (
          <Fact label={text('jobPowder.addVirgin')}>{text('jobPowder.virginMass', { mass: format.mass(topUp.topUpMg) })}</Fact>
        )}
        {adds && topUp.afterTopUp && <Fact label={text('jobPowder.afterTopUp')}>{state(topUp.afterTopUp)}</Fact>}
      </Facts>
      {!adds && topUp.beyondRules.length === 0 && <Muted>{text('jobPowder.noTopUp')}</Muted>}
      {topUp.beyondRules.length > 0 && (
        <Panel tone="warning" title={text('jobPowder.beyondRules')}>
          <RuleList rules={topUp.beyondRules} />
        </Panel>
      )}
    </section>
  );
}
