/** The App Store's cards: each app with its logo, kind and address, switched on or off where it is. */
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import type { App } from 'shared/auth';
import { Card, colors, Muted, Tiles, usePendingUntilRead, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import { inputOf } from './app-form';

/** Each app as a card, switched on or off where it is. */
export function AppCards({ apps, canEdit }: { apps: App[]; canEdit: boolean }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveAppMutation();
  // A switch shows its new state at once, until the apps read after the save show it (or it fails).
  const [pending, setPending, saving] = usePendingUntilRead<Record<number, boolean>>(apps, {});
  const turn = async (app: App, enabled: boolean) => {
    setPending((now) => ({ ...now, [app.id]: enabled }));
    const result = await saving(save({ id: app.id, app: { ...inputOf(app), enabled } }));
    if ('error' in result) setPending(({ [app.id]: _done, ...rest }) => rest);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text(enabled ? 'apps.turnedOn' : 'apps.turnedOff', { name: app.name }));
  };
  if (!apps.length) return <Muted>{text('apps.empty')}</Muted>;
  return (
    <Tiles $min="16rem">
      {apps.map((app) => (
        <AppCard key={app.id} aria-labelledby={`app-${app.id}`}>
          {app.logo ? <Logo src={app.logo} alt="" /> : <LogoInitial aria-hidden>{app.name.slice(0, 1)}</LogoInitial>}
          <h2 id={`app-${app.id}`}>{app.name}</h2>
          <Muted>{text(app.internalApp ? 'apps.internal' : 'apps.extension')}</Muted>
          <a href={app.appURL} target="_blank" rel="noopener noreferrer">
            {app.appURL}
          </a>
          <label>
            <input
              type="checkbox"
              checked={pending[app.id] ?? app.enabled}
              disabled={!canEdit}
              onChange={(event) => void turn(app, event.target.checked)}
            />{' '}
            {text('apps.enabledFor', { name: app.name })}
          </label>
        </AppCard>
      ))}
    </Tiles>
  );
}

/** An app's name is the card's heading (an h2: the cards are the page's sections); a long address breaks anywhere. */
const AppCard = styled(Card)`
  word-break: break-all;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Logo = styled.img`
  width: 48px;
  height: 48px;
  object-fit: contain;
`;

const LogoInitial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 0.25rem;
  background: ${colors.border};
  font-size: 1.5rem;
  font-weight: 600;
`;
