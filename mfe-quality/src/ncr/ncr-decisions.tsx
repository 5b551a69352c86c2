/**
 * The board's decisions on a part NCR, newest as the server lists them: the pieces per
 * disposition, the note, who decided and when, the customer's answer where it was asked, and
 * every signature with its signer, meaning and moment, marked when the record no longer holds
 * what was signed.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { components } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { Card, formatDate, Muted, PlainList, Section, StatusBadge } from 'shared/ui';
import { SignatureLine } from '../signature-line';
import { useText } from '../texts';
import { Written } from '../written';

type Decision = components['schemas']['NcrDecision'];

const APPROVAL_TONES = { REQUESTED: 'progress', APPROVED: 'success', REFUSED: 'danger' } as const;

export function NcrDecisions({ decisions }: { decisions: Decision[] }) {
  const text = useText();
  return (
    <Section title={text('decisions.title')}>
      {decisions.length === 0 ? (
        <p>{text('decisions.none')}</p>
      ) : (
        decisions.map((decision) => <DecisionCard key={decision.id} decision={decision} />)
      )}
    </Section>
  );
}

function DecisionCard({ decision }: { decision: Decision }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const intl = useIntl();
  const headingId = useId();
  const signaturesId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{text('decisions.heading', { date: formatDate(decision.decidedAt, true) })}</h3>
      <PlainList>
        {decision.lines.map((line) => (
          <li key={line.disposition}>
            {text('decisions.line', {
              count: intl.formatNumber(line.quantity),
              disposition: quality(`quality.disposition.${line.disposition}`),
            })}
          </li>
        ))}
      </PlainList>
      {decision.note && <Written>{decision.note}</Written>}
      <Muted>{text('decisions.by', { name: decision.decidedBy, date: formatDate(decision.decidedAt, true) })}</Muted>
      {decision.approval && (
        <div>
          <StatusBadge tone={APPROVAL_TONES[decision.approval]}>{quality(`quality.approval.${decision.approval}`)}</StatusBadge>
          {decision.approvalReason && <Written>{text('decisions.reason', { reason: decision.approvalReason })}</Written>}
        </div>
      )}
      {decision.superseded && <Muted>{text('decisions.superseded')}</Muted>}
      <h4 id={signaturesId}>{text('decisions.signatures')}</h4>
      <PlainList aria-labelledby={signaturesId}>
        {decision.signatures.map((signature) => (
          <SignatureLine key={signature.id} signature={signature} />
        ))}
      </PlainList>
    </Card>
  );
}
