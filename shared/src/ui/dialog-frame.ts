/** The frame of the kit's modal dialogs on Radix Dialog: the dimmed page, the centred box, its heading and text. */
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { colors, fontFamily, radius, shadow, space } from './tokens';

export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(28, 36, 48, 0.45);
`;

export const DialogContent = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 1201;
  box-sizing: border-box;
  width: min(calc(100vw - ${space(4)}), ${space(120)});
  max-height: calc(100vh - ${space(4)});
  overflow: auto;
  padding: ${space(6)};
  transform: translate(-50%, -50%);
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border-radius: ${radius};
  box-shadow: ${shadow};
`;

export const DialogTitle = styled(Dialog.Title)`
  margin: 0 0 ${space(2)};
  font-size: 1.25rem;
`;

export const DialogDescription = styled(Dialog.Description)`
  margin: 0 0 ${space(4)};
  overflow-wrap: anywhere;
`;
