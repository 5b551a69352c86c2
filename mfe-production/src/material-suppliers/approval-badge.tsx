/** A supplier's approval as a badge in its tone, on the list and on the supplier alike. */
import type { SupplierApproval } from 'shared/contracts';
import { StatusBadge, type StatusTone } from 'shared/ui';
import { useText } from '../texts';

const APPROVAL_TONES: Record<SupplierApproval, StatusTone> = {
  APPROVED: 'success',
  CONDITIONAL: 'warning',
  DISAPPROVED: 'danger',
};

export function ApprovalBadge({ approval }: { approval: SupplierApproval }) {
  const text = useText();
  return <StatusBadge tone={APPROVAL_TONES[approval]}>{text(`suppliers.approval.${approval}`)}</StatusBadge>;
}
