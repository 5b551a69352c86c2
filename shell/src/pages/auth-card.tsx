import type { ReactNode } from 'react';
import styled from 'styled-components';
import { authApi } from 'shared/auth';

/** The frame of the public pages: the domain's logo and hero image beside a card. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { data: theme } = authApi.useThemeQuery();
  return (
    <Page $hero={theme?.['hero-image']}>
      <Card>
        {theme?.logos.login && <Logo src={theme.logos.login} alt={theme.title} />}
        <h1>{title}</h1>
        {children}
      </Card>
    </Page>
  );
}

const Page = styled.div<{ $hero?: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100%;
  padding: 1rem;
  background: ${({ $hero }) => ($hero ? `url(${JSON.stringify($hero)}) center / cover no-repeat,` : '')}
    var(--color-background, #f5f7fa);
`;
const Card = styled.main`
  width: 100%;
  max-width: 26rem;
  padding: 2rem;
  background: var(--color-surface, #fff);
  border-radius: 8px;
  box-shadow: 0 4px 24px rgba(0, 0, 0, 0.12);
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
`;
const Logo = styled.img`
  max-height: 3rem;
  align-self: flex-start;
`;
