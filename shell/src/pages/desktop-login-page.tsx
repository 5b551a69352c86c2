/**
 * /grabcad-login: the sign-in the desktop tool shows in its own window. After a successful
 * sign-in it pairs with the tool on the planner's computer and hands it the user's API key and
 * the media addresses (LOGIN), so the tool calls the platform as the user without ever holding
 * the password; then it says so and closes, back to the tool.
 */
import { useEffect, useRef, useState } from 'react';
import { authApi } from 'shared/auth';
import { DesktopToolStatusPanel, useDesktopTool } from 'shared/desktop';
import { Panel } from 'shared/ui';
import { useShellText } from '../texts';
import { AuthCard } from './auth-card';
import { SignInForm, type SignInValues } from './sign-in-form';

const SHOWN_MS = 2000;
const CLOSES_MS = 3000;

/** Loaded apart from the start bundle: only this page talks to the desktop tool. */
export default function DesktopLoginPage() {
  const text = useShellText();
  const [login] = authApi.useLoginMutation();
  const [failed, setFailed] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const signIn = async (values: SignInValues) => {
    const result = await login(values);
    setFailed('error' in result);
    setSignedIn(!('error' in result));
  };

  return (
    <AuthCard title={text('desktopLogin.title')}>
      <p>{text('desktopLogin.server', { address: window.location.origin })}</p>
      {failed && (
        <div role="alert">
          <Panel tone="danger" title={text('desktopLogin.failed')} />
        </div>
      )}
      {signedIn ? <HandToTool /> : <SignInForm onSubmit={signIn} />}
    </AuthCard>
  );
}

/** Pairs with the tool, sends it LOGIN once it is connected, then says so and closes the window. */
function HandToTool() {
  const text = useShellText();
  const [pair] = authApi.useDesktopPairingMutation();
  const { status, detail, send } = useDesktopTool(() =>
    pair()
      .unwrap()
      .then(({ token }) => token),
  );
  const { data: key } = authApi.useUserKeyQuery();
  const { data: media } = authApi.useMediaConfigQuery();
  const sending = useRef(false);
  const [handed, setHanded] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'connected' || !key || !media || sending.current) return;
    sending.current = true;
    send('LOGIN', { userKey: key.userKey, mediaURL: media.mediaURL, itarMediaURL: media.itarMediaURL }).then(
      () => setHanded(true),
      (error: Error) => {
        sending.current = false;
        setRefusal(error.message);
      },
    );
  }, [status, key, media, send]);

  useEffect(() => {
    if (!handed) return;
    const hide = setTimeout(() => setHidden(true), SHOWN_MS);
    const close = setTimeout(() => window.close(), CLOSES_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(close);
    };
  }, [handed]);

  if (handed) return hidden ? null : <p role="status">{text('desktopLogin.success')}</p>;
  return (
    <>
      <DesktopToolStatusPanel status={status} detail={detail} />
      {refusal && (
        <div role="alert">
          <Panel tone="danger" title={refusal} />
        </div>
      )}
    </>
  );
}
