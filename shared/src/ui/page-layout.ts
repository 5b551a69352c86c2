/**
 * The page scaffolding every screen uses, so that areas look alike: a `Page` of stacked
 * sections, its `PageHeader` (the h1 on one side, actions on the other), a `Toolbar` of
 * controls that wraps on narrow screens, `Columns` of sections and a `FormGrid` of fields in as
 * many columns as fit, `Tiles` of boxes of a given width, a `Card` that frames one thing among
 * several (a facility's quote, an address being edited), a `PlainList` without bullets, and
 * `Muted` secondary text.
 */
import styled from 'styled-components';
import { colors, radius, space } from './tokens';

/**
 * A screen's column. On a wide screen it keeps to a width lines can be read at (1600 px), in the
 * middle; `$wide` lets a screen that is a chart over time (the scheduler) take the whole width.
 */
export const Page = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? 'none' : '100rem')};
  margin-inline: auto;
  padding: ${space(4)};
  color: ${colors.text};
  /* A section may be narrower than a wide table in it, which then scrolls in its own box
     (ScrollRegion) rather than widening the page. */
  & > * {
    min-width: 0;
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};

  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3)};
`;

/** Sections side by side, each at least 320 px wide, as many to a row as the page holds. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${space(6)};
  align-items: start;
`;

/** Fields at least 240 px wide, as many to a row as the page holds. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${space(3)} ${space(4)};
`;

/** A list without bullets, its items `$gap` apart: stacked, or side by side and wrapping with `$row`. */
export const PlainList = styled.ul<{ $row?: boolean; $gap?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $gap = 2 }) => space($gap)};
`;

/** Boxes side by side, each at least `$min` wide (a card, a filter), as many to a row as fit. */
export const Tiles = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min}, 100%), 1fr));
  gap: ${space(3)} ${space(4)};
  align-items: start;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.875rem;
`;

/** A framed box for one thing among several; its heading is an h3. */
export const Card = styled.section`
  display: grid;
  gap: ${space(3)};
  align-content: start;
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
