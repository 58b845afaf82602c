import { screen } from '@testing-library/react';
import { renderWithProviders, isTouchSized, phoneStyle } from '@replay/testing';
import { Button, TouchButton } from './Button';
import { LoadMore } from './LoadMore';
import { Modal, Sheet } from './Modal';
import { SearchBox } from './SearchBox';

describe('on a phone every control is at least 44 x 44 px', () => {
  it('Button, small or not', () => {
    renderWithProviders(
      <>
        <Button type="button">Save</Button>
        <Button type="button" $small $variant="ghost">
          Logout
        </Button>
      </>,
    );

    expect(isTouchSized(screen.getByRole('button', { name: 'Save' }))).toBe(true);
    expect(isTouchSized(screen.getByRole('button', { name: 'Logout' }))).toBe(true);
  });

  it('TouchButton, on every screen', () => {
    renderWithProviders(<TouchButton type="button">Book</TouchButton>);

    const button = screen.getByRole('button', { name: 'Book' });
    expect(getComputedStyle(button).minHeight).toBe('44px');
    expect(getComputedStyle(button).minWidth).toBe('44px');
  });

  it.each([
    ['Modal', Modal],
    ['Sheet', Sheet],
  ])("%s's buttons, the one that closes it included", async (_, Dialog) => {
    renderWithProviders(
      <Dialog open title="Filters" cancelLabel="Close" onCancel={jest.fn()} onConfirm={jest.fn()}>
        <p>3 results</p>
      </Dialog>,
    );

    await screen.findByRole('dialog', { name: 'Filters' });
    expect(isTouchSized(screen.getByRole('button', { name: 'Close' }))).toBe(true);
    expect(isTouchSized(screen.getByRole('button', { name: 'Confirm' }))).toBe(true);
  });

  it('Load more', () => {
    renderWithProviders(
      <LoadMore query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: jest.fn() }} />,
    );

    expect(isTouchSized(screen.getByRole('button', { name: 'Load more' }))).toBe(true);
  });

  it("the search box's field and button", () => {
    renderWithProviders(<SearchBox />);

    expect(phoneStyle(screen.getByRole('searchbox', { name: 'Search games' }))['min-height']).toBe('44px');
    expect(isTouchSized(screen.getByRole('button', { name: 'Search' }))).toBe(true);
  });
});
