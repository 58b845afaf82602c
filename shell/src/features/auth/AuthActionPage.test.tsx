import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { renderApp } from '../../testing/render-app';

describe('/forgot-password and /auth/action', () => {
  it('asks for a reset link and says the same whether or not an account uses the address', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(api.requestPasswordReset, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ accepted: true }, { status: 202 });
      }),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'someone@replay.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses someone@replay.test');
    expect(asked).toEqual([{ email: 'someone@replay.test' }]);
  });

  it('sets a new password with the code, by the sign-up rules', async () => {
    const resets: unknown[] = [];
    server.use(
      handle(api.resetPassword, async ({ request }) => {
        resets.push(await request.json());
        return HttpResponse.json({ email: 'someone@replay.test' });
      }),
    );
    const { user } = renderApp('/auth/action?mode=resetPassword&oobCode=code-1');
    await user.type(await screen.findByLabelText('New password'), '123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be 6 characters or longer')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed');
    expect(resets).toEqual([{ oobCode: 'code-1', password: 'brand-new-1' }]);
  });

  it('confirms an address as the page opens, and shows a used link as such', async () => {
    let calls = 0;
    server.use(
      handle(api.verifyEmail, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ email: 'someone@replay.test' })
          : HttpResponse.json({ message: 'This link is invalid or has already been used' }, { status: 400 });
      }),
    );
    const first = renderApp('/auth/action?mode=verifyEmail&oobCode=code-2');
    expect(await screen.findByText('Thank you: someone@replay.test is confirmed.')).toBeInTheDocument();
    first.unmount();
    renderApp('/auth/action?mode=verifyEmail&oobCode=code-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has already been used');
    await waitFor(() => expect(calls).toBe(2));
  });
});
