/**
 * Where each part of an awarded order is in its work plan: its steps in order with the pieces
 * finished, in progress and waiting at each. The facility reads the work center of each step; the
 * customer reads the same stages without them. Nothing is shown while no part has a plan.
 */
import { fulfilmentApi } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { Muted } from 'shared/ui';
import styled from 'styled-components';
import { FULFILMENT_TEXTS } from './texts.js';

export function PartStages({ orderId }: { orderId: number }) {
  const text = useTexts(FULFILMENT_TEXTS);
  const plan = fulfilmentApi.useWorkPlanQuery(orderId).data;
  if (!plan || plan.parts.length === 0) return null;
  return (
    <section aria-labelledby="part-stages">
      <h3 id="part-stages">{text('fulfilment.stages')}</h3>
      {plan.parts.map((part) => (
        <Part key={part.rfqFileId} aria-label={text('fulfilment.stagesOf', { part: part.fileName })}>
          <h4>
            {part.fileName} <Muted>({part.plan})</Muted>
          </h4>
          <ol>
            {part.steps.map((step, index) => (
              <li key={index}>
                <strong>{step.name}</strong>
                {step.workCenter && <Muted> · {step.workCenter}</Muted>}
                {': '}
                {[
                  step.finished > 0 && text('fulfilment.stageFinished', { count: step.finished }),
                  step.inProgress > 0 && text('fulfilment.stageInProgress', { count: step.inProgress }),
                  step.waiting > 0 && text('fulfilment.stageWaiting', { count: step.waiting }),
                  step.scrapped > 0 && text('fulfilment.stageScrapped', { count: step.scrapped }),
                ]
                  .filter(Boolean)
                  .join(', ') || text('fulfilment.stageNotYet')}
              </li>
            ))}
          </ol>
          <p>{text('fulfilment.stagesDone', { count: part.done, quantity: part.quantity })}</p>
        </Part>
      ))}
    </section>
  );
}

const Part = styled.section`
  overflow-wrap: anywhere;
  h4 {
    margin-bottom: 0.25rem;
  }
  ol {
    margin-top: 0;
  }
`;
