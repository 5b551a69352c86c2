/**
 * The NCRs on the customer's order: which pieces did not conform, what the facility's review
 * board decided, and — where pieces are to be used as they are or repaired, which the customer,
 * owning the design, must approve — Approve or Refuse, each signed with the password again.
 * Nothing of the facility's own notes or costs is shown: the server never sends them.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { meaningTextId, NCR_SEVERITY_TONES, NCR_STATUS_TONES, QUALITY_TEXTS } from 'shared/orders';
import {
  Button,
  Card,
  Fact,
  Facts,
  formatDate,
  Muted,
  Section,
  SignatureDialog,
  StatusBadge,
  Textarea,
  Toolbar,
} from 'shared/ui';
import { useText } from '../texts';
import { storefrontApi } from '../api';
import type { CustomerNcr } from './api';

export function OrderQuality({ orderId }: { orderId: number }) {
  const text = useText();
  const ncrs = storefrontApi.useOrderNcrsQuery(orderId);
  // An order without NCRs has nothing to show here.
  if (!ncrs.data?.length) return null;
  return (
    <Section title={text('orderQuality.title')}>
      {ncrs.data.map((ncr) => (
        <NcrCard key={ncr.id} ncr={ncr} />
      ))}
    </Section>
  );
}

function NcrCard({ ncr }: { ncr: CustomerNcr }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const decision = ncr.decision;
  const asked = decision?.approval === 'REQUESTED' && ncr.status === 'AWAITING_CUSTOMER';
  return (
    <Card aria-labelledby={`ncr-${ncr.id}`}>
      <h3 id={`ncr-${ncr.id}`}>
        {ncr.number}: {ncr.title}
      </h3>
      <Toolbar>
        <StatusBadge tone={NCR_STATUS_TONES[ncr.status]}>{quality(`quality.status.${ncr.status}`)}</StatusBadge>
        <StatusBadge tone={NCR_SEVERITY_TONES[ncr.severity]}>{quality(`quality.severity.${ncr.severity}`)}</StatusBadge>
      </Toolbar>
      <Facts>
        <Fact label={text('orderQuality.part')}>
          {text('orderQuality.pieces', { count: ncr.quantity, part: ncr.part.fileName })}
        </Fact>
        <Fact label={text('orderQuality.defect')}>{ncr.defect}</Fact>
      </Facts>
      {ncr.description && <p>{ncr.description}</p>}
      {decision ? (
        <>
          <h4>{text('orderQuality.decision')}</h4>
          <ul>
            {decision.lines.map((line) => (
              <li key={line.disposition}>
                {text('orderQuality.line', {
                  count: line.quantity,
                  disposition: quality(`quality.disposition.${line.disposition}`),
                })}
              </li>
            ))}
          </ul>
          {decision.note && <p>{decision.note}</p>}
          {decision.approval && <Muted>{quality(`quality.approval.${decision.approval}`)}</Muted>}
          <ul aria-label={text('orderQuality.signatures')}>
            {decision.signatures.map((signature) => {
              const meaning = meaningTextId(signature.meaning);
              return (
                <li key={signature.id}>
                  {text('orderQuality.signature', {
                    name: signature.signerName,
                    meaning: meaning ? quality(meaning) : signature.meaning,
                    date: formatDate(Date.parse(signature.signedAt), true),
                  })}
                  {!signature.valid && ` · ${text('orderQuality.signatureInvalid')}`}
                </li>
              );
            })}
          </ul>
          {asked && <Approval ncr={ncr} decisionId={decision.id} />}
        </>
      ) : (
        <Muted>{text('orderQuality.undecided')}</Muted>
      )}
    </Card>
  );
}

function Approval({ ncr, decisionId }: { ncr: CustomerNcr; decisionId: number }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const [answer] = storefrontApi.useAnswerNcrApprovalMutation();
  const [signing, setSigning] = useState<'approve' | 'refuse'>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const refuse = () => {
    if (!reason.trim()) return setReasonError(text('orderQuality.reasonRequired'));
    setReasonError(undefined);
    setSigning('refuse');
  };
  return (
    <>
      <p>{text('orderQuality.asked')}</p>
      <Textarea
        label={text('orderQuality.reason')}
        rows={2}
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
      />
      <Toolbar>
        <Button onClick={() => setSigning('approve')}>{text('orderQuality.approve')}</Button>
        <Button variant="danger" onClick={refuse}>
          {text('orderQuality.refuse')}
        </Button>
      </Toolbar>
      {signing && (
        <SignatureDialog
          title={text(signing === 'approve' ? 'orderQuality.signApprove' : 'orderQuality.signRefuse')}
          statement={text(signing === 'approve' ? 'orderQuality.approveStatement' : 'orderQuality.refuseStatement', {
            number: ncr.number,
          })}
          meanings={ncr.signatureMeanings.map((meaning) => {
            const id = meaningTextId(meaning);
            return { value: meaning, label: id ? quality(id) : meaning };
          })}
          onSign={async (signature) => {
            const approve = signing === 'approve';
            const result = await answer({ decisionId, approve, ...(approve ? {} : { reason: reason.trim() }), signature });
            return 'error' in result ? errorMessage(result.error) : undefined;
          }}
          onClose={() => setSigning(undefined)}
        />
      )}
    </>
  );
}
