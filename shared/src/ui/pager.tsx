/**
 * Page switcher: one button per page, abbreviated with ellipses when there are more
 * than 7 pages so the bar never grows beyond 7 entries. Pages are numbered from 1. Given the
 * list's total, it says which rows the page shows: 'Results: 16 - 30 of 10,000+'.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useKitText } from './use-kit-text';
import { colors, space } from './tokens';

const MAX_PAGE_BUTTONS = 7;
/** Rows a page of a list: fifteen, the page size the platform's lists share. */
export const DEFAULT_PAGE_SIZE = 15;

export type PageListItem = number | 'ellipsis';

/** The entries of the page bar: all pages, or first, last and the current one's neighbours. */
export function pageList(page: number, pageCount: number): PageListItem[] {
  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pageCount <= MAX_PAGE_BUTTONS) return pages(1, pageCount);
  if (page <= 4) return [...pages(1, 5), 'ellipsis', pageCount];
  if (page >= pageCount - 3) return [1, 'ellipsis', ...pages(pageCount - 4, pageCount)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', pageCount];
}

/**
 * A list's length as its endpoint answers it. A list that can grow without bound stops counting
 * at a cap and says so with `totalCountCapped`: the total is then at least `totalCount`.
 */
export interface ListTotal {
  totalCount: number;
  totalCountCapped?: boolean;
}

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Shown as 'Results: from - to of total'; a capped total also leaves the next page open. */
  total?: ListTotal;
  /** Rows a page, for the results' from and to. */
  pageSize?: number;
}

export function Pager({ page, pageCount, onChange, total, pageSize = DEFAULT_PAGE_SIZE }: PagerProps) {
  const text = useKitText();
  const intl = useIntl();
  // Past the last page counted there are more rows while the count stopped at its cap.
  const more = total?.totalCountCapped ?? false;
  return (
    <Nav aria-label={text('ui.pager.label')}>
      {total && (
        <Results>
          {text(more ? 'ui.pager.resultsCapped' : 'ui.pager.results', {
            from: intl.formatNumber((page - 1) * pageSize + 1),
            to: intl.formatNumber(Math.min(page * pageSize, total.totalCount)),
            total: intl.formatNumber(total.totalCount),
          })}
        </Results>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-label={text('ui.pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeftIcon />
      </Button>
      {pageList(page, pageCount).map((item, index) =>
        item === 'ellipsis' ? (
          <Ellipsis key={`ellipsis-${index}`} aria-hidden>
            …
          </Ellipsis>
        ) : (
          <Button
            key={item}
            size="sm"
            variant={item === page ? 'primary' : 'secondary'}
            aria-label={text('ui.pager.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-label={text('ui.pager.next')}
        disabled={page >= pageCount && !more}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRightIcon />
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(1)};
  padding: ${space(2)} 0;
`;

const Results = styled.span`
  margin-right: auto;
  color: ${colors.muted};
`;

const Ellipsis = styled.span`
  padding: 0 ${space(1)};
  color: ${colors.muted};
`;
