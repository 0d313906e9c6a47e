import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
