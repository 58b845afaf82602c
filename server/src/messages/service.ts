import { MESSAGE_EVENT, type ReportReason } from '@replay/contract';
import type { Database, Queryable } from '../db/database';
import { blockBetween } from '../db/blocks';
import { hasBooked } from '../db/bookings';
import { findProduct } from '../db/catalog';
import {
  conversationUnread,
  findConversationOf,
  findMemberConversation,
  findMessage,
  findSend,
  hasReportedMessage,
  type MessageOwnerRow,
  insertMessage,
  insertMessageReport,
  listConversationFor,
  markConversationRead,
  openConversation,
  recordMessage,
  rememberMessageMail,
  type ConversationRow,
} from '../db/messages';
import { addLiveEvent } from '../db/notifications';
import type { UserRow } from '../db/users';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { Notifier } from '../notifications/notifier';
import type { ModerationService } from '../moderation/service';

export const CANNOT_MESSAGE = "You can't message this user";
const CONVERSATION_NOT_FOUND = 'Conversation not found';
const MESSAGE_NOT_FOUND = 'Message not found';

export interface MessageServiceOptions {
  db: Database;
  /** Reports join the message's moderation case; hides are decisions (src/moderation/service.ts). */
  moderation: ModerationService;
  /** Queues the mail telling a recipient of a message, in the transaction that stores it. */
  notifier: Notifier;
  /** How long that mail waits before it may leave (reading the conversation first withdraws it). */
  mailDelayMs: number;
}

/**
 * Conversations and their messages (server/README.md, Messages). Every change happens in one transaction
 * with what it tells: the members' live events (`event: message`) and the recipient's mail.
 */
export class MessageService {
  constructor(private readonly options: MessageServiceOptions) {}

  /**
   * Opens the conversation of a product and a buyer, or finds the existing one. A buyer opens theirs
   * with the product's seller; the seller opens one with a buyer who booked the product. `limitNew`
   * is called only when a new conversation would be made (it throws when the caller made too many).
   */
  async start(
    account: UserRow,
    request: { productId: string; buyerId?: string },
    limitNew: () => Promise<void>,
  ): Promise<{ id: string; created: boolean }> {
    const { db } = this.options;
    const { productId } = request;
    const asSeller = account.role === 'seller';
    if (asSeller && !request.buyerId) throw badRequest('buyerId is required: name the buyer to message');
    if (!asSeller && request.buyerId && request.buyerId !== account.id)
      throw forbidden("Only the product's seller chooses which buyer to message");
    const buyerId = asSeller ? request.buyerId! : account.id;

    const existing = await findConversationOf(db, productId, buyerId);
    if (existing && this.isMember(account.id, existing)) {
      // The existing one, even about a product since removed (it stays readable).
      await listConversationFor(db, existing.id, account.id);
      return { id: existing.id, created: false };
    }
    const product = await findProduct(db, productId);
    if (!product) throw notFound('Product not found');
    if (asSeller) {
      if (product.seller_id !== account.id) throw forbidden('This product belongs to another seller');
      if (!(await hasBooked(db, buyerId, productId)))
        throw forbidden('You can message a buyer once they have booked this product');
    } else if (!product.status && !(await hasBooked(db, buyerId, productId))) {
      throw conflict('This product has already been sold');
    }
    if (await blockBetween(db, product.seller_id, buyerId)) throw forbidden(CANNOT_MESSAGE);
    await limitNew();
    return db.transaction((tx) =>
      openConversation(tx, { productId, buyerId, sellerId: product.seller_id, startedBy: account.id }),
    );
  }

  /**
   * Sends a message; the same `clientId` from the same sender answers the message it made. The
   * conversation's row is locked first, so one conversation's messages are stored and counted one at
   * a time (twenty at once: twenty messages, twenty unread) and a repeated send waits for the first.
   */
  async send(account: UserRow, conversationId: string, message: { body: string; clientId: string }): Promise<string> {
    const body = message.body.trim();
    if (!body) throw badRequest('body is required');
    return this.options.db.transaction(async (tx) => {
      const conversation = await findMemberConversation(tx, conversationId, account.id, { lock: true });
      if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
      const earlier = await this.earlierSend(tx, account.id, message.clientId, conversationId);
      if (earlier) return earlier;
      const recipientId = this.otherMember(conversation, account.id);
      if (await blockBetween(tx, account.id, recipientId)) throw forbidden(CANNOT_MESSAGE);

      const id = await insertMessage(tx, { conversationId, senderId: account.id, clientId: message.clientId, body });
      // The client id was taken meanwhile by a send of the same sender to another conversation.
      if (!id) return (await this.earlierSend(tx, account.id, message.clientId, conversationId))!;
      const recipient = await recordMessage(tx, conversationId, account.id, recipientId);
      await addLiveEvent(tx, recipientId, MESSAGE_EVENT, { conversationId, unread: recipient.unread });
      await addLiveEvent(tx, account.id, MESSAGE_EVENT, {
        conversationId,
        unread: await conversationUnread(tx, conversationId, account.id),
      });
      if (recipient.mail_due) await this.mail(tx, conversation, recipientId, account.name, id, body);
      return id;
    });
  }

  /** Marks the conversation read by the caller; their other pages are told (their counts change). */
  async markRead(account: UserRow, conversationId: string): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      if (!(await findMemberConversation(tx, conversationId, account.id))) throw notFound(CONVERSATION_NOT_FOUND);
      await markConversationRead(tx, conversationId, account.id);
      await addLiveEvent(tx, account.id, MESSAGE_EVENT, { conversationId, unread: 0 });
    });
  }

  /**
   * A member reports the other member's message to the admin with a reason and details: it joins
   * the message's open case. Once: a repeat changes nothing (false). A reporter whose last ten
   * reports all ended in "no action" is throttled (429).
   */
  async report(account: UserRow, messageId: string, why: { reason: ReportReason; details?: string }): Promise<boolean> {
    const { db, moderation } = this.options;
    const message = await findMessage(db, messageId);
    if (!message || !this.isMember(account.id, message)) throw notFound(MESSAGE_NOT_FOUND);
    if (message.sender_id === account.id) throw forbidden("You can only report the other member's messages");
    if (await hasReportedMessage(db, messageId, account.id)) return false;
    await moderation.checkReporter(db, account.id);
    return db.transaction(async (tx) => {
      const caseId = await moderation.caseForReport(
        tx,
        { kind: 'message', id: messageId, ownerId: message.sender_id },
        why.reason,
      );
      return insertMessageReport(tx, {
        messageId,
        reporterId: account.id,
        reason: why.reason,
        details: why.details?.trim() || undefined,
        caseId,
      });
    });
  }

  /**
   * An admin hides a message (the Reported messages list): a "hide message" decision on the site's
   * general rules, its sender told why. The number of messages hidden (0: already).
   */
  async hide(admin: UserRow, messageId: string): Promise<number> {
    const message = await findMessage(this.options.db, messageId);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.hidden_at) return 0;
    await this.options.moderation.decideRemoval(
      admin,
      { kind: 'message', id: messageId, ownerId: message.sender_id },
      {
        action: 'hide_message',
        ground: 'terms.other',
        facts: 'Message hidden from the Reported messages list by our team.',
      },
    );
    return 1;
  }

  /** Tells both members' open pages that a message of their conversation was hidden or shown again. */
  static async messageChanged(tx: Queryable, message: MessageOwnerRow): Promise<void> {
    for (const userId of [message.buyer_id, message.seller_id]) {
      await addLiveEvent(tx, userId, MESSAGE_EVENT, {
        conversationId: message.conversation_id,
        unread: await conversationUnread(tx, message.conversation_id, userId),
      });
    }
  }

  /** The message an earlier send with this client id made: the same one, or a 409 when it went to another conversation. */
  private async earlierSend(
    tx: Queryable,
    senderId: string,
    clientId: string,
    conversationId: string,
  ): Promise<string | undefined> {
    const earlier = await findSend(tx, senderId, clientId);
    if (earlier && earlier.conversation_id !== conversationId)
      throw conflict('This clientId was used for a message of another conversation');
    return earlier?.id;
  }

  /**
   * The mail telling the recipient of a message (their `activity` e-mail preference decides), at
   * most one per conversation every 5 minutes. It waits `mailDelayMs`, and reading the
   * conversation meanwhile withdraws it (markConversationRead).
   */
  private async mail(
    tx: Queryable,
    conversation: ConversationRow,
    recipientId: string,
    senderName: string,
    messageId: string,
    body: string,
  ): Promise<void> {
    const key = `message:${messageId}`;
    await this.options.notifier.tell(tx, recipientId, key, {
      kind: 'message',
      product: conversation.product_title,
      senderName,
      body,
      conversationId: conversation.id,
    });
    await rememberMessageMail(tx, conversation.id, recipientId, key, this.options.mailDelayMs);
  }

  private isMember(userId: string, conversation: { buyer_id: string; seller_id: string }): boolean {
    return userId === conversation.buyer_id || userId === conversation.seller_id;
  }

  private otherMember(conversation: ConversationRow, userId: string): string {
    return conversation.buyer_id === userId ? conversation.seller_id : conversation.buyer_id;
  }
}
