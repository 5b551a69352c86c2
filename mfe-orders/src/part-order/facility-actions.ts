/**
 * What the facility does to its offer from the order's page — send the signed NDA, decline to
 * quote, confirm or decline the award — with the server's refusal kept to show.
 */
import { useServerCall } from 'shared/api';
import { apiFileClient } from 'shared/ui';
import { ordersApi } from '../api';

type MatchAction = Parameters<ReturnType<typeof ordersApi.useActOnMatchMutation>[0]>[0];

export function useFacilityActions(matchId: number) {
  const [act, acting] = ordersApi.useActOnMatchMutation();
  const { failure, setFailure, run } = useServerCall();
  return {
    busy: acting.isLoading,
    failure,
    setFailure,
    /** Moves the offer as the action says. */
    act: (action: Omit<MatchAction, 'matchId'>) => run(() => act({ matchId, ...action }).unwrap()),
    /** Uploads the NDA the facility signed, then sends it to the customer. */
    sendNda: (file: File) =>
      run(async () => {
        const stored = await apiFileClient.upload(file);
        await act({ matchId, action: 'nda', fileId: stored.id }).unwrap();
      }),
  };
}

export type FacilityActions = ReturnType<typeof useFacilityActions>;
