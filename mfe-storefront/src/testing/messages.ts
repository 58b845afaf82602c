import { HttpResponse } from 'msw';
import { api, MESSAGE_EVENT, type Conversation, type Message } from '@replay/contract';
import { handle } from '@replay/testing';

/* Conversations and messages shaped like the API's answers, and the live stream as the server sends it. */

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'conv-1',
    product: {
      _id: 'prod-1',
      title: 'PlayStation 5 Disc Edition',
      imageUrl: 'https://img.test/ps5.jpg',
      resprice: 380,
      status: true,
      closed: false,
    },
    otherParty: { _id: 'seller-1', name: 'Sam Seller', img: '' },
    lastMessage: null,
    unread: 0,
    blocked: false,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    _id: 'msg-1',
    body: 'Does it come with the box?',
    sentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    mine: false,
    senderName: 'Sam Seller',
    removed: false,
    ...overrides,
  };
}

/** A page of a `{ items, nextCursor }` list. */
export const pageOf = <T>(items: T[], nextCursor: string | null = null) =>
  HttpResponse.json<{ items: T[]; nextCursor: string | null }>({ items, nextCursor });

/**
 * GET /events as a Server-Sent Events stream that stays open: `send` delivers a `message` event to
 * the page, as the server does when a message arrives. (msw's own `sse` needs an EventSource, which
 * the page does not use: it reads the stream with fetch.)
 */
export function liveStream() {
  const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  const encoder = new TextEncoder();
  let id = 0;
  return {
    handler: handle(api.liveEvents, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          streams.push(controller);
          controller.enqueue(encoder.encode(': open\n\n'));
        },
      });
      // The entry types the answer as its text; the page reads it as a stream of bytes.
      return new HttpResponse(body as unknown as string, { headers: { 'content-type': 'text/event-stream' } });
    }),
    /** Whether the page has the stream open. */
    get open() {
      return streams.length > 0;
    },
    send(data: { conversationId: string; unread: number }) {
      id += 1;
      const event = `id: ${id}\nevent: ${MESSAGE_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const stream of streams) stream.enqueue(encoder.encode(event));
    },
  };
}

/** GET /me/badges, for pages whose layout shows the counts. */
export const badgesHandler = (messages = 0) =>
  handle(api.getBadges, () => HttpResponse.json({ messages, notifications: 0 }));
