/**
 * Opens a CAPA — raised on an NCR, or on a defect code that keeps coming back — and goes to its
 * record; the server's refusal is kept for the caller to show.
 */
import { useNavigate } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { qualityApi, type CapaInput } from '../api';
import { capaPath } from '../paths';

export function useOpenCapa() {
  const navigate = useNavigate();
  const [raise, raising] = qualityApi.useRaiseCapaMutation();
  const { failure, run } = useServerCall();
  const open = (input: CapaInput) =>
    run(async () => {
      const capa = await raise(input).unwrap();
      navigate(capaPath(capa.id));
    });
  return { open, busy: raising.isLoading, failure };
}
