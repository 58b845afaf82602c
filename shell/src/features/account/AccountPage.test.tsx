import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { DEMO_PASSWORD, renderApp } from '../../testing/render-app';

const ME = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  name: 'seller',
  email: 'seller@replay.test',
  img: '',
  role: 'seller' as const,
  verified: false,
  emailVerified: true,
  phone: '',
  meetingPlace: '',
};

describe('/dashboard/account', () => {
  it('saves the profile: name, phone and meeting place', async () => {
    const patches: unknown[] = [];
    const { user } = renderApp('/dashboard/account', { signedIn: 'seller@replay.test' });
    server.use(
      handle(api.getMyAccount, () => HttpResponse.json(ME)),
      handle(api.updateMyAccount, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        patches.push(body);
        return HttpResponse.json({ ...ME, ...body });
      }),
    );
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('seller'));
    await user.clear(name);
    await user.type(name, 'Sam Seller');
    await user.type(screen.getByLabelText('Phone'), '+1 512 555 0100');
    await user.type(screen.getByLabelText('Default meeting place'), 'Central library');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(patches).toEqual([{ name: 'Sam Seller', phone: '+1 512 555 0100', meetingPlace: 'Central library' }]),
    );
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('deletes the account in a dialog: the password signs in again, DELETE is typed, the fresh ID token is sent', async () => {
    const deletions: Array<{ body: unknown; authorization: string | null }> = [];
    const { user } = renderApp('/dashboard/account', { signedIn: 'seller@replay.test' });
    server.use(
      handle(api.getMyAccount, () => HttpResponse.json(ME)),
      handle(api.deleteMyAccount, async ({ request }) => {
        deletions.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return HttpResponse.json({ deleted: true });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await user.type(within(dialog).getByLabelText('Type DELETE'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Type DELETE to confirm');
    expect(deletions).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Type DELETE'));
    await user.type(within(dialog).getByLabelText('Type DELETE'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(deletions).toEqual([{ body: { confirm: 'DELETE' }, authorization: 'Bearer id-token-seller@replay.test' }]),
    );
    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
  });

  it('shows the banner with "Send again" while the address is not confirmed', async () => {
    let sent = 0;
    const { user } = renderApp('/dashboard/account', { signedIn: 'seller@replay.test' });
    server.use(
      handle(api.getMyAccount, () => HttpResponse.json({ ...ME, emailVerified: false })),
      handle(api.sendVerificationEmail, () => {
        sent += 1;
        return HttpResponse.json({ accepted: true }, { status: 202 });
      }),
    );
    const banner = await screen.findByRole('region', { name: 'E-mail confirmation' });
    expect(banner).toHaveTextContent('Please confirm your e-mail address');
    await user.click(within(banner).getByRole('button', { name: 'Send again' }));
    expect(await within(banner).findByText('We sent a new link to seller@replay.test.')).toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
