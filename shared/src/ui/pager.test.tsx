import { useState } from 'react';
import { render, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Pager, pageList } from './pager';
import { renderWithIntl } from './test-utils';

describe('pageList', () => {
  it('lists every page up to 7 pages', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('abbreviates more than 7 pages to 7 entries around the current page', () => {
    expect(pageList(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageList(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageList(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageList(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
    expect(pageList(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageList(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });
});

function Controlled({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} pageCount={pageCount} onChange={setPage} />;
}

describe('Pager', () => {
  it('marks the current page and moves with next, previous and page buttons', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled pageCount={3} />);
    expect(getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(getByRole('button', { name: 'Next page' }).querySelector('svg')).not.toBeNull();
    await user.click(getByRole('button', { name: 'Next page' }));
    expect(getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(getByRole('button', { name: 'Page 3' }));
    expect(getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(getByRole('button', { name: 'Previous page' }));
    expect(getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows ellipses instead of the far pages when there are more than 7', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled pageCount={12} />);
    const nav = getByRole('navigation', { name: 'Pagination' });
    const pageNumbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page/ })
        .map((button) => button.textContent);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '12']);
    expect(nav).toHaveTextContent('…');
    await user.click(getByRole('button', { name: 'Page 5' }));
    expect(pageNumbers()).toEqual(['1', '4', '5', '6', '12']);
  });
});

describe('Pager with the list’s total', () => {
  it('says which rows the page shows of the total', () => {
    const { getByRole } = renderWithIntl(
      <Pager page={2} pageCount={3} onChange={() => {}} total={{ totalCount: 40, totalCountCapped: false }} />,
    );
    expect(getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Results: 16 - 30 of 40');
  });

  it('shows a capped total as 10,000+ and leaves the next page open past the last page counted', async () => {
    const onChange = jest.fn();
    const { user, getByRole } = renderWithIntl(
      <Pager page={667} pageCount={667} onChange={onChange} total={{ totalCount: 10_000, totalCountCapped: true }} />,
    );
    expect(getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Results: 9,991 - 10,000 of 10,000+');
    await user.click(getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(668);
  });

  it('formats the numbers in the user’s language', () => {
    const { getByRole } = render(
      <IntlProvider locale="de-DE" defaultLocale="en" messages={{}} onError={() => {}}>
        <Pager page={1} pageCount={667} onChange={() => {}} total={{ totalCount: 10_000, totalCountCapped: true }} />
      </IntlProvider>,
    );
    expect(getByRole('navigation', { name: 'Seitennavigation' })).toHaveTextContent('Ergebnisse: 1 - 15 von 10.000+');
  });
});
