import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { authApi } from 'shared/auth';
import { breakpoints, media } from 'shared/ui';
import styled from 'styled-components';
import { useSession } from '../auth/session';
import { LanguageSelect } from './language-select';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';
import type { MenuSection } from '../menu/build-menu';

// Content such as the scheduler measures its width on resize; tell it once the sidebar has moved.
const RESIZE_DELAY_MS = 300;

/** A phone's width, where an open sidebar would leave the page too little room (jsdom has no media queries). */
const isNarrow = () => typeof window.matchMedia === 'function' && !window.matchMedia(`(min-width: ${breakpoints.md}px)`).matches;

/** Sidebar + header + content: the frame of the service-provider and engineer areas. */
export function AppFrame({ sections, brand }: { sections: MenuSection[]; brand?: ReactNode }) {
  // On a phone the sidebar starts closed and closes again once a page is chosen from it.
  const [open, setOpen] = useState(() => !isNarrow());
  const { pathname } = useLocation();
  useEffect(() => {
    if (isNarrow()) setOpen(false);
  }, [pathname]);
  // The drawer a phone's open sidebar is closes on Escape, as a dialog would.
  useEffect(() => {
    if (!open || !isNarrow()) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const { config } = useSession();
  const toggle = () => {
    setOpen((value) => !value);
    setTimeout(() => window.dispatchEvent(new Event('resize')), RESIZE_DELAY_MS);
  };
  return (
    <Frame>
      <Sidebar sections={sections} open={open} onToggle={toggle} />
      <Main>
        <Header>
          <Brand>
            <BrandMark name={brand ?? config.serviceProvider?.companyName} />
          </Brand>
          <LanguageSelect />
          <UserMenu />
        </Header>
        <Content id="content">
          <Outlet />
        </Content>
      </Main>
    </Frame>
  );
}

/** The navigation logo and/or name, as the domain's theme says (navigation-logo-type). */
function BrandMark({ name }: { name: ReactNode }) {
  const { data: theme } = authApi.useThemeQuery();
  const type = theme?.['navigation-logo-type'] ?? 'TEXT';
  return (
    <>
      {type !== 'TEXT' && theme?.logos.navigation && (
        <Logo src={theme.logos.navigation} alt={type === 'LOGO' ? String(name ?? theme.title) : ''} />
      )}
      {type !== 'LOGO' && <span>{name}</span>}
    </>
  );
}

const Logo = styled.img`
  height: 2rem;
`;

const Frame = styled.div`
  display: flex;
  height: 100%;
`;
const Main = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.5rem 1rem;
  background: var(--color-surface, #fff);
  border-bottom: 1px solid rgba(0, 0, 0, 0.1);
`;
const Brand = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-weight: 600;
`;
const Content = styled.main`
  flex: 1;
  overflow: auto;
  padding: 1rem;
  ${media('md')} {
    padding: 1.5rem;
  }
`;
