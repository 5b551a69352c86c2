import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { errorMessage, launchApi, type LaunchTool } from 'shared/api';
import { breakpoints, ChevronsLeftIcon, ChevronsRightIcon, useToast } from 'shared/ui';
import type { MenuLink, MenuSection } from '../menu/build-menu';
import { useShellText } from '../texts';
import { MenuBadges } from './menu-badges';

const VERSION = '1.8.1';

function Item({ item }: { item: MenuLink }) {
  const content = (
    <>
      {item.label}
      <MenuBadges link={item} />
    </>
  );
  if (item.launcher) return <Launcher tool={item.launcher}>{content}</Launcher>;
  return item.external ? (
    <a href={item.url} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <NavLink to={item.url} end>
      {content}
    </NavLink>
  );
}

/**
 * A desktop-tool launcher: asks for a new single-use launch intent and opens the facility's
 * adapter with it (the ITAR adapter for ITAR-cleared people); says why when it cannot.
 */
function Launcher({ tool, children }: { tool: LaunchTool; children: ReactNode }) {
  const toast = useToast();
  const [register, registering] = launchApi.useRegisterIntentMutation();
  const launch = async () => {
    const result = await register(tool);
    if ('error' in result) toast.error(errorMessage(result.error));
    else window.location.assign(result.data.url);
  };
  return (
    <button type="button" disabled={registering.isLoading} onClick={() => void launch()}>
      {children}
    </button>
  );
}

/**
 * The sidebar: sections of links, collapsible, with the version label at the bottom. On a narrow
 * screen the open sidebar lies over the page as a drawer (the page keeps its width), closed by
 * its toggle, by a click beside it, or by Escape (AppFrame).
 */
export function Sidebar({ sections, open, onToggle }: { sections: MenuSection[]; open: boolean; onToggle: () => void }) {
  const text = useShellText();
  return (
    <>
      {open && <Backdrop type="button" tabIndex={-1} aria-label={text('nav.collapse')} onClick={onToggle} />}
      {open && <RailSpace />}
      <Aside $open={open} aria-label={text('nav.sidebar')}>
        <Toggle type="button" onClick={onToggle} aria-expanded={open} aria-label={text(open ? 'nav.collapse' : 'nav.expand')}>
          {open ? <ChevronsLeftIcon /> : <ChevronsRightIcon />}
        </Toggle>
        {open && (
          <nav>
            {sections.map((section) => (
              <Section key={section.key} aria-labelledby={`nav-${section.key}`}>
                <h2 id={`nav-${section.key}`}>{text(section.titleId)}</h2>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.key}>
                      <Item item={item} />
                    </li>
                  ))}
                </ul>
              </Section>
            ))}
          </nav>
        )}
        {open && <Version>{text('app.versionLabel', { version: VERSION })}</Version>}
      </Aside>
    </>
  );
}

const Aside = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $open }) => ($open ? '16rem' : '3rem')};
  flex-shrink: 0;
  overflow-x: hidden;
  overflow-y: auto;
  background: var(--color-primary, #1f4e79);
  color: var(--color-primary-contrast, #fff);
  transition: width 0.2s;
  ${({ $open }) =>
    $open &&
    `@media (max-width: ${breakpoints.md - 1}px) {
      position: fixed;
      inset: 0 auto 0 0;
      z-index: 30;
      width: min(16rem, 85vw);
      box-shadow: 0 0 1.5rem rgba(0, 0, 0, 0.35);
    }`}
`;

/** Where the closed sidebar's rail was: the drawer lies over the page, which keeps its width. */
const RailSpace = styled.div`
  display: none;
  @media (max-width: ${breakpoints.md - 1}px) {
    display: block;
    flex-shrink: 0;
    width: 3rem;
  }
`;

/** Beside the open drawer on a narrow screen: dims the page, and a click on it closes the drawer. */
const Backdrop = styled.button`
  display: none;
  padding: 0;
  border: 0;
  @media (max-width: ${breakpoints.md - 1}px) {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 29;
    background: rgba(0, 0, 0, 0.35);
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-self: flex-end;
  margin: 0.5rem;
  background: transparent;
  color: inherit;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: 4px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-accent, #f28c28);
  }
`;

const Section = styled.section`
  padding: 0 0.75rem 0.75rem;
  h2 {
    margin: 0.75rem 0 0.25rem;
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    opacity: 0.75;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: 0.35rem 0.5rem;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    background: none;
    border: 0;
    border-radius: 4px;
    cursor: pointer;
  }
  a:hover,
  a.active,
  button:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--color-accent, #f28c28);
  }
`;

const Version = styled.p`
  margin: auto 0 0;
  padding: 0.75rem;
  font-size: 0.75rem;
  opacity: 0.7;
`;
