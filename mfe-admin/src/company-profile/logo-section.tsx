/**
 * The company's logo: shown as it is, replaced by choosing an image (checked here for type and
 * size so the answer is immediate; the server checks the bytes again) or removed after asking.
 */
import { useRef } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import type { TeamSide } from 'shared/contracts';
import { Button, colors, FormFailure, Muted, Section, space, Toolbar, UploadIcon, useConfirm, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';

const LOGO_TYPES = ['image/png', 'image/jpeg'];
const LOGO_MAX_BYTES = 512 * 1024;

export function LogoSection({
  side,
  name,
  logoUrl,
  mayEdit,
}: {
  side: TeamSide;
  name: string;
  logoUrl: string | null;
  mayEdit: boolean;
}) {
  const text = useText();
  const toast = useToast();
  const [upload, uploading] = adminApi.useUploadLogoMutation();
  const [remove, removing] = adminApi.useRemoveLogoMutation();
  const [confirm, confirmDialog] = useConfirm();
  const { failure, setFailure, run } = useServerCall();
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setFailure(text('company.logoWrongType'));
    if (file.size > LOGO_MAX_BYTES) return setFailure(text('company.logoTooLarge'));
    if (await run(() => upload({ side, file }).unwrap())) toast.success(text('company.logoSaved'));
  };

  const drop = async () => {
    if (!(await confirm({ title: text('company.removeLogo'), text: text('company.removeLogoText'), danger: true }))) return;
    if (await run(() => remove(side).unwrap())) toast.success(text('company.logoRemoved'));
  };

  return (
    <Section title={text('company.logo')}>
      <FormFailure message={failure} />
      {logoUrl ? <Logo src={logoUrl} alt={text('company.logoOf', { name })} /> : <Muted>{text('company.noLogo')}</Muted>}
      {mayEdit && (
        <>
          <Muted>{text('company.logoRule')}</Muted>
          <Toolbar>
            <input
              ref={input}
              type="file"
              accept={LOGO_TYPES.join(',')}
              hidden
              aria-label={text('company.chooseLogo')}
              onChange={(event) => void send(event.target.files?.[0])}
            />
            <Button onClick={() => input.current?.click()} disabled={uploading.isLoading}>
              <UploadIcon aria-hidden /> {text('company.chooseLogo')}
            </Button>
            {logoUrl && (
              <Button variant="secondary" onClick={() => void drop()} disabled={removing.isLoading}>
                {text('company.removeLogo')}
              </Button>
            )}
          </Toolbar>
        </>
      )}
      {confirmDialog}
    </Section>
  );
}

const Logo = styled.img`
  display: block;
  max-width: 240px;
  max-height: 96px;
  padding: ${space(2)};
  border: 1px solid ${colors.border};
`;
