import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { handle, renderWithProviders, server } from '@replay/testing';
import { useOpenConversation } from './conversations';

function Opener() {
  const open = useOpenConversation();
  return (
    <button type="button" onClick={() => open.mutate({ productId: 'p1' })}>
      Ask
    </button>
  );
}

test('useOpenConversation: opens the conversation and shows it, or toasts why not', async () => {
  const bodies: unknown[] = [];
  let refuse = true;
  server.use(
    handle(api.startConversation, async ({ request }) => {
      bodies.push(await request.json());
      return refuse
        ? HttpResponse.json({ message: "You can't message this user" }, { status: 403 })
        : HttpResponse.json({ _id: 'c1' }, { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<Opener />, {
    routes: [{ path: '/dashboard/messages/:id', element: <h1>Conversation</h1> }],
  });
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByText("You can't message this user")).toBeInTheDocument();
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
  expect(bodies).toEqual([{ productId: 'p1' }, { productId: 'p1' }]);
});
