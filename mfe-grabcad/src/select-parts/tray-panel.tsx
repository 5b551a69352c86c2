/** The parts the planner put together for the tray, and Send to Tray / Clear Tray, which the desktop tool carries out. */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import type { DesktopToolState } from 'shared/desktop';
import { Button, Card, Muted, PlainList, Toolbar } from 'shared/ui';
import { grabcadApi } from '../api';
import { useText } from '../texts';
import type { TrayLine } from './tray-lines';

export function TrayPanel({
  lines,
  tool,
  onRemove,
  onSent,
}: {
  lines: TrayLine[];
  tool: DesktopToolState;
  onRemove: (rfqFileId: number) => void;
  onSent: () => void;
}) {
  const text = useText();
  const [trayLinks] = grabcadApi.useTrayLinksMutation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const connected = tool.status === 'connected';

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setOutcome({ ok: true, message: await work() });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      const { models } = await trayLinks(lines.map((line) => line.rfqFileId)).unwrap();
      const quantities = new Map(lines.map((line) => [line.rfqFileId, line.quantity]));
      await tool.send('INSERT_MODELS', {
        models: models.map((model) => ({ ...model, quantity: quantities.get(model.rfqFileId)! })),
      });
      onSent();
      return text('select.sent', { count: lines.length });
    });
  const clear = () =>
    run(async () => {
      await tool.send('CLEAR_TRAY', {});
      return text('select.cleared');
    });

  return (
    <Card aria-label={text('select.tray')}>
      <h2>{text('select.tray')}</h2>
      {lines.length === 0 ? (
        <Muted>{text('select.trayEmpty')}</Muted>
      ) : (
        <PlainList>
          {lines.map((line) => (
            <li key={line.rfqFileId}>
              {text('select.pieces', { file: line.fileName, quantity: line.quantity })}{' '}
              <Button size="sm" variant="secondary" onClick={() => onRemove(line.rfqFileId)}>
                {text('select.remove', { file: line.fileName })}
              </Button>
            </li>
          ))}
        </PlainList>
      )}
      <Toolbar>
        <Button disabled={!connected || busy || lines.length === 0} onClick={() => void send()}>
          {text('select.send')}
        </Button>
        <Button variant="secondary" disabled={!connected || busy} onClick={() => void clear()}>
          {text('select.clear')}
        </Button>
      </Toolbar>
      {outcome && <p role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</p>}
    </Card>
  );
}
