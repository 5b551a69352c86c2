/**
 * The material area's own navigation, above each of its pages: the sidebar names the area once
 * (its batches), and from any of its pages the others are one step away. The page shown is
 * marked as current for a screen reader too.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { colors, focusRing, space } from 'shared/ui';
import styled from 'styled-components';
import { useText, type TextId } from '../texts';

const PAGES: [path: string, name: TextId][] = [
  ['batches', 'materialNav.batches'],
  ['lots', 'materialNav.lots'],
  ['suppliers', 'materialNav.suppliers'],
  ['stocks', 'materialNav.stocks'],
  ['genealogy', 'materialNav.genealogy'],
  ['settings', 'materialNav.settings'],
];

/** A material page under the area's navigation. */
export function MaterialArea({ children }: { children: ReactNode }) {
  const text = useText();
  return (
    <>
      <Nav aria-label={text('materialNav.label')}>
        {PAGES.map(([path, name]) => (
          <Link key={path} to={`/service-provider/material-management/${path}`} end>
            {text(name)}
          </Link>
        ))}
      </Nav>
      {children}
    </>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  box-sizing: border-box;
  width: 100%;
  max-width: 100rem;
  margin-inline: auto;
  padding: ${space(3)} ${space(4)} 0;
  border-bottom: 1px solid ${colors.border};
`;

const Link = styled(NavLink)`
  padding: ${space(2)} 0;
  color: ${colors.text};
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &[aria-current='page'] {
    font-weight: 600;
    border-bottom-color: ${colors.primary};
  }

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;
