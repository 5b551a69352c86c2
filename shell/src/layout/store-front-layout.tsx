import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useStorefrontUi } from 'shared/auth';
import { Button, Dropdown, media, MenuIcon } from 'shared/ui';
import { useSession } from '../auth/session';
import { storeFrontNav } from '../menu/build-menu';
import { CurrencySelect } from './currency-select';
import { LanguageSelect } from './language-select';
import { useMenuContext } from './use-menu-context';
import { fullName, userMenuLabel } from './user-menu-label';
import { useShellText } from '../texts';
import { MenuBadges } from './menu-badges';

/** The customer side: configurable top navigation, profile dropdown, language and currency, footer. */
export function StoreFrontLayout() {
  const navigate = useNavigate();
  const { user, config } = useSession();
  const links = storeFrontNav(useMenuContext());
  const profile = config.menu.profile;
  const text = useShellText();
  const words = useStorefrontUi();
  // Below the large breakpoint the links, language and currency fold behind a menu button, and
  // fold again once a page is chosen.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <Page>
      <TopNav aria-label={text('nav.storeFront')}>
        <StoreName>{words.storeName || config.serviceProvider?.companyName || 'AM Platform'}</StoreName>
        <MenuButton
          variant="secondary"
          aria-expanded={menuOpen}
          aria-controls="store-front-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
          {text('nav.menu')}
        </MenuButton>
        <Items id="store-front-menu" $open={menuOpen}>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <NavLink to={link.url} end>
                  {link.label}
                  <MenuBadges link={link} />
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSelect />
          <CurrencySelect storefront={config.storefront} />
        </Items>
        <Dropdown
          align="end"
          trigger={
            <Button variant="secondary" aria-label={userMenuLabel(user, text('nav.userMenu'))}>
              {fullName(user)}
            </Button>
          }
          items={[
            { label: text('nav.userProfile'), onSelect: () => navigate('/profile/update') },
            ...(['knowledgeBase', 'support'] as const)
              .filter((key) => profile[key]?.enabled)
              .map((key) => ({
                label: text(`nav.${key}`),
                onSelect: () => window.open(profile[key]!.url, '_blank', 'noopener'),
              })),
            { label: text('nav.logout'), onSelect: () => navigate('/logout') },
          ]}
        />
      </TopNav>
      <Content id="content">
        <Outlet />
      </Content>
      <Footer>
        <span>{words.storeName || config.serviceProvider?.companyName}</span>
        {words.supportEmail && (
          <a href={`mailto:${words.supportEmail}`} aria-label={text('footer.supportEmail', { email: words.supportEmail })}>
            {words.supportEmail}
          </a>
        )}
        {words.supportPhone && (
          <a
            href={`tel:${words.supportPhone.replace(/[^+0-9]/g, '')}`}
            aria-label={text('footer.supportPhone', { phone: words.supportPhone })}
          >
            {words.supportPhone}
          </a>
        )}
        {(['contactUs', 'termsOfUse'] as const)
          .filter((key) => profile[key]?.enabled)
          .map((key) => (
            <a key={key} href={profile[key]!.url} target="_blank" rel="noopener noreferrer">
              {text(`footer.${key}`)}
            </a>
          ))}
      </Footer>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
`;
const TopNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 1rem;
  background: var(--color-surface, #fff);
  border-bottom: 1px solid rgba(0, 0, 0, 0.1);
  ${media('lg')} {
    padding: 0.5rem 1.5rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.35rem 0.6rem;
    color: var(--color-text, #1c2430);
    text-decoration: none;
    white-space: nowrap;
    border-radius: 4px;
  }
  a.active,
  a:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
const StoreName = styled.strong`
  flex: 1;
  ${media('lg')} {
    flex: none;
  }
`;
const MenuButton = styled(Button)`
  ${media('lg')} {
    display: none;
  }
`;
/** The links, language and currency: a column under the bar on a narrow screen, in the bar on a wide one. */
const Items = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  order: 1;
  flex-basis: 100%;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  ul {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${media('lg')} {
    display: flex;
    order: 0;
    flex: 1;
    flex-basis: auto;
    flex-direction: row;
    align-items: center;
    gap: 1rem;
    ul {
      flex: 1;
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
`;
const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: 1rem;
  ${media('md')} {
    padding: 1.5rem;
  }
`;
const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  padding: 1rem 1.5rem;
  border-top: 1px solid rgba(0, 0, 0, 0.1);
  font-size: 0.875rem;
`;
