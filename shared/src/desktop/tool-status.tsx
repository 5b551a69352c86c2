/**
 * Where the page stands with the desktop tool, and what to do about it: start the tool, or let
 * the browser reach it. Read out when it changes (a live region), since the page changes with it.
 */
import { useTexts } from '../i18n/use-texts.js';
import { Panel, type PanelTone } from '../ui/panel.js';
import type { DesktopToolStatus } from './desktop-tool.js';
import { DESKTOP_TEXTS } from './texts.js';

type TextId = keyof typeof DESKTOP_TEXTS;

const SHOWN: Record<DesktopToolStatus, { tone: PanelTone; title: TextId; help: TextId | null }> = {
  connecting: { tone: 'info', title: 'desktop.connecting', help: null },
  connected: { tone: 'success', title: 'desktop.connected', help: null },
  notRunning: { tone: 'warning', title: 'desktop.notRunning', help: 'desktop.notRunningHelp' },
  blocked: { tone: 'danger', title: 'desktop.blocked', help: 'desktop.blockedHelp' },
  refused: { tone: 'danger', title: 'desktop.refused', help: null },
};

export function DesktopToolStatusPanel({ status, detail }: { status: DesktopToolStatus; detail: string | null }) {
  const text = useTexts(DESKTOP_TEXTS);
  const { tone, title, help } = SHOWN[status];
  return (
    <div role="status">
      <Panel tone={tone} title={text(title)}>
        {help && <p>{text(help)}</p>}
        {detail && <p>{detail}</p>}
      </Panel>
    </div>
  );
}
