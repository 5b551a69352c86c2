import { useEffect, useState } from 'react';
import { errorMessage } from '../api/base-query';
import { answerSigningChallenge, hasPasskey, passkeyCancelled, passkeysSupported, type PasskeyAnswer } from '../auth/passkeys';
import { useKitText } from './use-kit-text';

/**
 * A signature dialog's passkey: whether the signer has one to sign with here (asked once, as the
 * dialog opens; never on a page where the browser cannot use one), and `answer()`, which asks the
 * server for a challenge and the signer's authenticator to sign it: the answer to send, or the
 * reason there is none, in the reader's words.
 */
export function usePasskeySigning(): {
  offered: boolean;
  answer: () => Promise<{ passkey: PasskeyAnswer } | { refusal: string }>;
} {
  const text = useKitText();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!passkeysSupported()) return;
    let open = true;
    void hasPasskey().then((has) => open && setOffered(has));
    return () => {
      open = false;
    };
  }, []);
  const answer = async () => {
    try {
      return { passkey: await answerSigningChallenge() };
    } catch (error) {
      if (passkeyCancelled(error)) return { refusal: text('ui.signature.passkeyCancelled') };
      // The server's refusal ('You have no passkey to sign with…'), or a browser that could not go on.
      if (typeof (error as { status?: unknown }).status === 'number') return { refusal: errorMessage(error) };
      return { refusal: text('ui.signature.passkeyFailed') };
    }
  };
  return { offered, answer };
}
