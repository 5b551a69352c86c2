/**
 * What the customer does to an order from its page — withdraw it, take it back to change it,
 * accept or turn down a quote, review a signed NDA — with one busy flag, so that no second
 * click goes out while one is on its way, and the server's refusal kept to show.
 */
import { useServerCall } from 'shared/api';
import type { OrderDetails, OrderMatch } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import { useConfirm } from 'shared/ui';
import { storefrontApi } from '../api';
import { useText } from '../texts';

export type MatchAnswer =
  { answer: 'accept' | 'reject'; reason?: string } | { answer: 'nda-review'; approved: boolean; reason?: string };

export function useCustomerActions(order: OrderDetails) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const [confirm, confirmDialog] = useConfirm();
  const [moveOrder, moving] = storefrontApi.useMoveOrderMutation();
  const [answerMatch, answering] = storefrontApi.useAnswerMatchMutation();
  const { failure, setFailure, run: act } = useServerCall();

  const move = (to: 'reopen' | 'withdraw') => act(() => moveOrder({ id: order.id, move: to }).unwrap());
  const answer = (matchId: number, body: MatchAnswer) => act(() => answerMatch({ id: order.id, matchId, ...body }).unwrap());

  const withdraw = async () => {
    const ok = await confirm({
      title: text('orderDetails.withdrawTitle'),
      text: text('orderDetails.withdrawMessage'),
      confirmText: text('orderDetails.withdraw'),
      danger: true,
    });
    if (ok) await move('withdraw');
  };
  const accept = async (match: OrderMatch) => {
    const total = match.bid ? formatMoney(match.bid.totalMinor, match.bid.currency, locale) : '';
    const ok = await confirm({
      title: text('orderDetails.acceptTitle'),
      text: text('orderDetails.acceptMessage', { facility: match.facilityName, total }),
      confirmText: text('orderDetails.accept'),
    });
    if (ok) await answer(match.id, { answer: 'accept' });
  };

  return {
    busy: moving.isLoading || answering.isLoading,
    failure,
    setFailure,
    move,
    answer,
    withdraw,
    accept,
    confirmDialog,
  };
}

export type CustomerActions = ReturnType<typeof useCustomerActions>;
