import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems, pageWindow } from './pagination';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'ellipsis-start', 49, 50, 51, 'ellipsis-end', 100]],
  ])('When on page %i of %i, then it shows %j', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [6, 12, [4, 5, 6, 7, 8]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
  ])('When on page %i of %i, then at most five numbers around it: %j', (current, total, expected) => {
    expect(pageWindow(current, total, 5)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('When given a window size, then it shows only that many page numbers and no ellipsis', () => {
    render(<Pagination currentPage={6} totalPages={12} onPageChange={vi.fn()} windowSize={5} />);
    expect(screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.queryByText('…')).not.toBeInTheDocument();
  });

  it('When there is one page, then nothing is shown', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves with the buttons', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={1} totalPages={3} onPageChange={onPageChange} />);

    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });
});

describe('Pagination in a narrow column', () => {
  // jsdom lays nothing out: each button is given 44px, and the column the width set here.
  let columnWidth = 0;
  let resized = () => {};
  function layOut(width: number) {
    columnWidth = width;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => columnWidth);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 44 } as DOMRect);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  }
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('When the page numbers do not fit on one line, then it shows Previous, "Page 2 of 6" as the current page, and Next', async () => {
    layOut(240);
    const onPageChange = vi.fn();
    render(<Pagination label="Document pages" currentPage={2} totalPages={6} onPageChange={onPageChange} />);

    const nav = screen.getByRole('navigation', { name: 'Document pages' });
    expect(nav).toHaveTextContent(/^PreviousPage 2 of 6Next$/);
    expect(screen.getByText('Page 2 of 6')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: /^Page / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('When the column widens again, then the page numbers come back', () => {
    layOut(240);
    render(<Pagination currentPage={2} totalPages={6} onPageChange={vi.fn()} />);
    expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();

    columnWidth = 900;
    act(() => resized());
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Page 2 of 6')).not.toBeInTheDocument();
  });

  it('When the numbers fit, then they are shown', () => {
    layOut(900);
    render(<Pagination currentPage={2} totalPages={6} onPageChange={vi.fn()} />);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(6);
  });
});
