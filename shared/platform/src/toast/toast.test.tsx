import { act, render, screen } from '@testing-library/react';
import { SESSION_ENDED_MESSAGE } from '@replay/contract';
import { ApiClientError } from '../api/api-error';
import { errorReference, notifyError, Toaster } from './toast';

describe('error toasts', () => {
  it('show a failed call’s message and "Reference: " with the first 8 characters of its trace id', async () => {
    render(<Toaster />);
    act(() =>
      notifyError(new ApiClientError('Something went wrong', 500, undefined, '4bf92f3577b34da6a3ce929d0e0e4736')),
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByText('Reference: 4bf92f35')).toBeInTheDocument();
  });

  it('show no reference for an error that names no trace', () => {
    expect(errorReference(new Error('Offline'))).toBeUndefined();
    expect(errorReference(new ApiClientError('Bad input', 400))).toBeUndefined();
    expect(errorReference(new ApiClientError('Bad input', 400, undefined, 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'))).toBe(
      'a1b2c3d4',
    );
  });

  it('show the end of the sessions once, however many failed calls report it', async () => {
    render(<Toaster />);
    act(() => {
      notifyError(SESSION_ENDED_MESSAGE);
      notifyError(new ApiClientError(SESSION_ENDED_MESSAGE, 401, undefined, '4bf92f3577b34da6a3ce929d0e0e4736'));
      notifyError(new ApiClientError(SESSION_ENDED_MESSAGE, 401));
    });
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });
});
