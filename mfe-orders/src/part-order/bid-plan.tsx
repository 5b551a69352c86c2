/**
 * The bid's plan: the delivery date the facility's live plan suggests, to take over with the lead
 * time it makes, and the machines and slots behind it.
 */
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { useLanguageKey } from 'shared/i18n';
import { Button, formatDate, Muted, space } from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';
import { DAY, type BidValues } from './bid-form-values';

export function BidPlan({ matchId, now }: { matchId: number; now: number }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const suggestion = ordersApi.usePromiseDateQuery(matchId);
  const { setFieldValue } = useFormikContext<BidValues>();
  const plan = suggestion.data;
  return (
    <Plan aria-label={text('bid.plan')}>
      {suggestion.isLoading ? (
        <Muted>{text('bid.planning')}</Muted>
      ) : plan ? (
        <>
          <p>
            {text('bid.suggested', { date: formatDate(plan.deliveryDate) })}{' '}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void setFieldValue('deliveryDate', plan.deliveryDate);
                void setFieldValue('leadTimeDays', Math.max(0, Math.ceil((plan.deliveryDate - now) / DAY)));
              }}
            >
              {text('bid.useSuggested')}
            </Button>
          </p>
          <ul>
            {plan.parts.map((part) => (
              <li key={part.partId}>
                {text('bid.assumed', {
                  part: part.fileName,
                  machine: part.equipmentName,
                  from: formatDate(part.fromDate, true),
                  to: formatDate(part.toDate, true),
                  hours: part.hours.toLocaleString(locale),
                })}
              </li>
            ))}
            {plan.unplanned.map((part) => (
              <li key={part.partId}>{text('bid.unplanned', { part: part.fileName })}</li>
            ))}
            <li>{text('bid.postProcessingAssumed', { hours: plan.postProcessingHours })}</li>
          </ul>
        </>
      ) : (
        <Muted>{text('bid.noPlan')}</Muted>
      )}
    </Plan>
  );
}

const Plan = styled.section`
  margin: ${space(4)} 0;
  ul {
    margin: 0;
    padding-left: ${space(5)};
  }
`;
