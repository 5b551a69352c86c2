/**
 * The part viewer: the part in 3D with orbit, pan and zoom, standard views,
 * wireframe, a section plane, its dimensions in mm or inch, and its open edges and flipped
 * facets drawn on it and counted beside it. Every control is a button or a slider, so the
 * viewer works from the keyboard; the canvas has a name and a description. Loaded on demand
 * through `index.tsx`.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled from 'styled-components';
import type { PartSource } from './load-part';
import { usePart } from './use-part';
import { useViewerText } from './use-viewer-text';
import { CadViewerStage } from './cad-viewer-stage';
import { Button, CloseIcon, usePortalContainer } from 'shared/ui';
import { colors, fontFamily, radius, shadow, space } from '../ui/tokens';

export interface CadViewerProps {
  /** The part: a platform file by its id (its STL is downloaded), or STL bytes the host has. */
  source: PartSource;
  /** The part's name, in the viewer's title and the canvas's label. */
  name: string;
  /** Given, the viewer is a modal dialog: Escape or its Close button call this, and focus goes back where it was. */
  onClose?: () => void;
}

export default function CadViewer({ source, name, onClose }: CadViewerProps) {
  const text = useViewerText();
  const { part, defects, movingCopy } = usePart(source, text('ui.cadViewer.unreadable'));
  const body = <CadViewerStage name={name} part={part} defects={defects} movingCopy={movingCopy} />;
  if (!onClose) return <Inline aria-label={text('ui.cadViewer.title', { name })}>{body}</Inline>;
  return (
    <ViewerDialog name={name} onClose={onClose}>
      {body}
    </ViewerDialog>
  );
}

function ViewerDialog({ name, onClose, children }: { name: string; onClose: () => void; children: React.ReactNode }) {
  const text = useViewerText();
  const container = usePortalContainer();
  // Radix returns focus only to its own Trigger; hosts open the viewer from their own buttons.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Overlay />
        <Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Header>
            <Title>{text('ui.cadViewer.title', { name })}</Title>
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm" aria-label={text('ui.cadViewer.close')}>
                <CloseIcon />
              </Button>
            </Dialog.Close>
          </Header>
          {children}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Inline = styled.section`
  font-family: ${fontFamily};
  color: ${colors.text};
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(28, 36, 48, 0.45);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: ${space(6)};
  z-index: 1201;
  display: grid;
  grid-template-rows: auto 1fr;
  gap: ${space(3)};
  padding: ${space(4)};
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border-radius: ${radius};
  box-shadow: ${shadow};
  overflow: auto;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;
