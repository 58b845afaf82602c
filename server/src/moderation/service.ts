import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DECISION_ACTION_LABELS,
  DECISION_ACTIONS_BY_TARGET,
  DECISION_GROUND_LABELS,
  GROUNDS_WITHOUT_WARNING,
  paths,
  REPORT_REASON_LABELS,
  suspendedMessage,
  type CaseTargetKind,
  type DecisionAction,
  type DecisionGround,
  type ReportReason,
} from '@replay/contract';
import type { Clock } from '../clock';
import { archiveProduct, findProduct } from '../db/catalog';
import type { Database, Queryable } from '../db/database';
import { takeMailCap } from '../db/mail-caps';
import { findMessage } from '../db/messages';
import { MessageService } from '../messages/service';
import {
  cancelUnpaidBookingsOfSeller,
  countOnCase,
  countStrikes,
  findAppeal,
  findCase,
  findDecision,
  findDecisionOfCase,
  insertAppeal,
  insertDecision,
  insertNotice,
  listAppeals,
  listCaseItems,
  listCaseReporters,
  listCases,
  listDecisionsAbout,
  listDecisionsForMember,
  listSellerProductIds,
  liftEndedSuspensions,
  markCaseDecided,
  markDecisionReversed,
  monthFigures,
  openCaseFor,
  reopenAddress,
  reopenCase,
  reporterOnlyNoAction,
  restoreListing,
  setListingHidden,
  setMessageHidden,
  setSuspension,
  settleAppeal,
  type DecisionRow,
} from '../db/moderation';
import { queueMail } from '../db/outbox';
import { findUserById, listAdminIds, type UserRow } from '../db/users';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors';
import { formatDate, renderMail, type MailBody } from '../mail/layout';
import { isLinkSignature, linkSignature } from '../mail/signed-links';
import type { Notifier } from '../notifications/notifier';

/*
 * Fair moderation (server/README.md, "Moderation"): reports and public notices gather in one case
 * per target; an admin decides each with an action, a ground and the facts; the member affected
 * gets a statement of reasons and may appeal, decided by another admin when there is one; a
 * suspension stops a member's writes and withholds their listings until it lifts itself.
 */

/** What a decision acts on and who it affects, as a case names it. */
export interface CaseTarget {
  kind: CaseTargetKind;
  id: string;
}

export interface DecisionInput {
  action: DecisionAction;
  ground: DecisionGround;
  law?: string;
  facts: string;
  days?: number;
}

/** A public notice's 429: how long until this address or e-mail may send another. */
export class NoticeLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many notices');
  }
}

export interface ModerationServiceOptions {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  siteUrl: string;
  /** Signs the appeal links of closed accounts (the links' secret). */
  linkSecret: string;
  appealWindowMs: number;
  noticesPerHour: number;
  /** Deletes a member's account by the one path of a deletion (src/accounts/deletion.ts). */
  closeAccount: (userId: string, role?: 'buyer' | 'seller') => Promise<UserRow | undefined>;
  /** Cancels the open payment intents of products taken off sale. */
  cancelProductIntents: (productId: string) => Promise<void>;
  /** Supersedes the live offers of a product taken off sale (src/offers/service.ts). */
  offersGone: (tx: Queryable, productId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

const HOUR_SECONDS = 3600;
/** A reporter whose last this many reports all ended in "no action" is throttled. */
const THROTTLE_AFTER = 10;
const APPEAL_LINK_LABEL = 'appeal';
const APPEAL_LINK_TTL_MS = 200 * 24 * 3600 * 1000;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The wording every statement and appeal outcome share. */
const NOT_AUTOMATED = 'This decision was made by a person on our team, not by an automated system.';

export class ModerationService {
  constructor(private readonly options: ModerationServiceOptions) {}

  /* ---- Reports and notices ---- */

  /** 429 for a reporter whose last ten reports all ended in "no action". */
  async checkReporter(db: Queryable, reporterId: string): Promise<void> {
    if (await reporterOnlyNoAction(db, reporterId, THROTTLE_AFTER))
      throw new HttpError(
        429,
        `Your last ${THROTTLE_AFTER} reports were reviewed and none broke our rules; please report only what does`,
      );
  }

  /** The case a new report of a target joins (opened when there is none), counted. */
  async caseForReport(tx: Queryable, target: CaseTarget & { ownerId: string | null }, reason: ReportReason) {
    const now = this.options.clock.now();
    const caseId = await openCaseFor(tx, target, now);
    await countOnCase(tx, caseId, reason, now);
    return caseId;
  }

  /**
   * Anyone's notice of content on this site: the link must lead to one of its listings, sellers or
   * messages; `goodFaith` must be given. At most `noticesPerHour` per client address and per
   * e-mail (NoticeLimit). The notifier is mailed the reference.
   */
  async submitNotice(
    input: { url: string; reason: ReportReason; explanation: string; name: string; email: string; goodFaith: boolean },
    address: string,
  ): Promise<string> {
    if (!input.goodFaith) throw badRequest('Please confirm that you believe in good faith that the notice is accurate');
    const { db, siteUrl } = this.options;
    const target = await this.targetOfLink(input.url);
    const email = input.email.trim().toLowerCase();
    const reference = `N-${randomBytes(5).toString('hex').toUpperCase()}`;
    await db.transaction(async (tx) => {
      for (const key of [`notice:ip:${address}`, `notice:email:${email}`]) {
        const taken = await takeMailCap(tx, key, this.options.noticesPerHour, HOUR_SECONDS);
        if (!taken.allowed) throw new NoticeLimit(taken.retryAfterSeconds);
      }
      const caseId = await this.caseForReport(tx, target, input.reason);
      await insertNotice(tx, {
        reference,
        caseId,
        url: input.url.trim(),
        reason: input.reason,
        explanation: input.explanation.trim(),
        name: input.name.trim(),
        email,
      });
      await this.mailSomeone(
        tx,
        `notice:${reference}`,
        email,
        {
          subject: `We received your notice ${reference}`,
          heading: 'We received your notice',
          paragraphs: [
            `Thank you, ${input.name.trim()}. Our team will review the content you reported (${REPORT_REASON_LABELS[input.reason]}) and write to you with the decision.`,
            `Your reference: ${reference}.`,
          ],
          details: [['Content', input.url.trim()]],
        },
        { label: 'Visit Replay Market', url: `${siteUrl}${paths.home}` },
      );
    });
    return reference;
  }

  /** The listing, seller or message a link of this site leads to (400 otherwise). */
  private async targetOfLink(url: string): Promise<CaseTarget & { ownerId: string | null }> {
    const refused = () =>
      badRequest('Give the link of a listing, a seller or a message on Replay Market (copy it from the address bar)');
    let parsed: URL;
    try {
      parsed = new URL(url.trim(), this.options.siteUrl);
    } catch {
      throw refused();
    }
    const site = new URL(this.options.siteUrl);
    if (parsed.host !== site.host) throw refused();
    const { db } = this.options;
    const product = new RegExp(`^/product/(${UUID})/?$`, 'i').exec(parsed.pathname);
    if (product) {
      const row = await findProduct(db, product[1]!.toLowerCase());
      if (!row) throw refused();
      return { kind: 'product', id: row.id, ownerId: row.seller_id };
    }
    const seller = new RegExp(`^/seller/(${UUID})/?$`, 'i').exec(parsed.pathname);
    if (seller) {
      const user = await findUserById(db, seller[1]!.toLowerCase());
      if (!user || user.role !== 'seller') throw refused();
      return { kind: 'user', id: user.id, ownerId: user.id };
    }
    const messageId = parsed.searchParams.get('message') ?? '';
    if (/^\/dashboard\/messages\//.test(parsed.pathname) && new RegExp(`^${UUID}$`, 'i').test(messageId)) {
      const message = await findMessage(db, messageId.toLowerCase());
      if (!message) throw refused();
      return { kind: 'message', id: message.id, ownerId: message.sender_id };
    }
    throw refused();
  }

  /* ---- The queue ---- */

  listCases(filter: { state: 'open' | 'decided'; reason?: ReportReason }, offset: number, limit: number) {
    return listCases(this.options.db, filter, offset, limit);
  }

  /** A case with its reports and notices, its decision, and the owner's record. */
  async caseDetail(id: string) {
    const { db } = this.options;
    const found = await findCase(db, id);
    if (!found) throw notFound('Case not found');
    const items = await listCaseItems(db, id);
    const decision = await findDecisionOfCase(db, id);
    const owner = found.owner_id ? await findUserById(db, found.owner_id) : undefined;
    const history = found.owner_id
      ? (await listDecisionsAbout(db, found.owner_id, null)).filter((row) => row.case_id !== id)
      : [];
    const record = found.owner_id ? await countStrikes(db, found.owner_id) : { strikes: 0 };
    const until = owner?.suspended_until as Date | null | undefined;
    return {
      found,
      items,
      decision,
      history,
      strikes: record.strikes,
      suspendedUntil: until && until > this.options.clock.now() ? until : null,
    };
  }

  /* ---- Decisions ---- */

  /**
   * Decides an open case: the action's effect, the decision with its statement of reasons (bell and
   * mail to the member affected), the outcome to each reporter and notifier. A suspension needs an
   * earlier warning on record unless the ground is illegal content or fraud (409). A closed
   * account is deleted by the one path of a deletion; `role` limits it to that list's members.
   */
  async decide(admin: UserRow, caseId: string, input: DecisionInput, role?: 'buyer' | 'seller'): Promise<string> {
    const { db, clock } = this.options;
    const found = await findCase(db, caseId);
    if (!found) throw notFound('Case not found');
    if (!DECISION_ACTIONS_BY_TARGET[found.target_kind].includes(input.action))
      throw badRequest(`"${DECISION_ACTION_LABELS[input.action]}" does not apply to a ${found.target_kind}`);
    if (input.ground === 'illegal_content' && !input.law?.trim())
      throw badRequest('Name the law the content breaks', { errors: { law: 'Name the law the content breaks' } });
    if (input.action === 'suspend' && !input.days)
      throw badRequest('Give the number of days of the suspension', { errors: { days: 'Give the number of days' } });
    if (found.state !== 'open') throw conflict('This case is already decided');
    const owner = found.owner_id ? await findUserById(db, found.owner_id) : undefined;
    const onAccount = input.action === 'warn' || input.action === 'suspend' || input.action === 'close_account';
    if (onAccount && !owner) throw conflict('This account no longer exists');
    if (input.action === 'suspend' && !GROUNDS_WITHOUT_WARNING.includes(input.ground)) {
      if (!(await countStrikes(db, owner!.id)).warned)
        throw conflict(
          'A suspension needs an earlier warning on record, unless the ground is illegal content or fraud',
        );
    }
    // Who reported it, read before a closing deletes the reports of the account's listings.
    const reporters = await listCaseReporters(db, caseId);
    if (input.action === 'close_account') {
      if (owner!.role === 'admin') throw forbidden('An admin account cannot be closed here');
      const closed = await this.options.closeAccount(owner!.id, role);
      if (!closed)
        throw notFound(
          role === 'buyer' ? 'Buyer not found' : role === 'seller' ? 'Seller not found' : 'Account not found',
        );
    }

    const now = clock.now();
    const suspendedUntil = input.action === 'suspend' ? new Date(now.getTime() + input.days! * 86_400_000) : undefined;
    const offSale: string[] = [];
    const decisionId = await db.transaction(async (tx) => {
      const locked = await findCase(tx, caseId, true);
      if (!locked || locked.state !== 'open') throw conflict('This case is already decided');
      const targetText = locked.preview_text ?? '';
      switch (input.action) {
        case 'remove_listing':
          await archiveProduct(tx, locked.target_id);
          offSale.push(locked.target_id);
          break;
        case 'hide_listing':
          await setListingHidden(tx, locked.target_id, true, now);
          break;
        case 'hide_message':
          await this.showMessage(tx, locked.target_id, { adminId: admin.id, at: now });
          break;
        case 'suspend': {
          await setSuspension(tx, owner!.id, suspendedUntil!);
          offSale.push(...(await listSellerProductIds(tx, owner!.id)));
          for (const booking of await cancelUnpaidBookingsOfSeller(tx, owner!.id)) {
            await this.options.notifier.tell(tx, booking.buyer_id, `unavailable:${booking.booking_id}`, {
              kind: 'listing_unavailable',
              product: booking.title,
              productId: booking.product_id,
            });
          }
          break;
        }
        default:
          break;
      }
      const id = await insertDecision(tx, {
        caseId,
        adminId: admin.id,
        userId: owner?.id ?? null,
        notifyEmail: owner?.email ?? null,
        target: { kind: locked.target_kind, id: locked.target_id, text: targetText },
        action: input.action,
        ground: input.ground,
        law: input.ground === 'illegal_content' ? input.law!.trim() : undefined,
        facts: input.facts.trim(),
        days: input.action === 'suspend' ? input.days : undefined,
        suspendedUntil,
        at: now,
        appealUntil: new Date(now.getTime() + this.options.appealWindowMs),
      });
      for (const productId of offSale) await this.options.offersGone(tx, productId);
      await markCaseDecided(tx, caseId, now);
      const decision = (await findDecision(tx, id))!;
      if (owner) await this.sendStatement(tx, decision, owner);
      await this.tellReporters(tx, decision, reporters, owner?.id);
      return id;
    });
    for (const productId of offSale) await this.options.cancelProductIntents(productId);
    return decisionId;
  }

  /**
   * What the spec's own removals become (Reported Items' Delete, an admin's Delete of a listing, a
   * member or a message): a decision on the target's open case (one is opened when there is none),
   * on the site's general rules.
   */
  async decideRemoval(
    admin: UserRow,
    target: CaseTarget & { ownerId: string | null },
    input: DecisionInput,
    role?: 'buyer' | 'seller',
  ): Promise<string> {
    const caseId = await this.options.db.transaction((tx) => openCaseFor(tx, target, this.options.clock.now()));
    return this.decide(admin, caseId, input, role);
  }

  /** The statement of reasons: bell and mail for a member, a mail with a signed appeal link for a closed account. */
  private async sendStatement(tx: Queryable, decision: DecisionRow, owner: UserRow): Promise<void> {
    if (decision.action === 'close_account') {
      const link = `${this.options.siteUrl}${paths.appealByLink(this.appealToken(decision.id))}`;
      await this.mailSomeone(tx, `decision:${decision.id}`, owner.email, statementMail(decision), {
        label: 'Appeal this decision',
        url: link,
      });
      return;
    }
    await this.options.notifier.tell(tx, owner.id, `decision:${decision.id}`, {
      kind: 'decision',
      action: DECISION_ACTION_LABELS[decision.action],
      content: decision.target_text,
      mail: statementMail(decision),
    });
  }

  /** Each reporter (bell and mail) and notifier (mail) hears the outcome, the member affected excepted. */
  private async tellReporters(
    tx: Queryable,
    decision: DecisionRow,
    reporters: Awaited<ReturnType<typeof listCaseReporters>>,
    ownerId: string | undefined,
  ): Promise<void> {
    const outcome = DECISION_ACTION_LABELS[decision.action];
    for (const memberId of reporters.members) {
      if (memberId === ownerId) continue;
      await this.options.notifier.tell(tx, memberId, `case-decided:${decision.case_id}`, {
        kind: 'report_decided',
        content: decision.target_text,
        outcome,
        noAction: decision.action === 'none',
      });
    }
    for (const notice of reporters.notices) {
      await this.mailSomeone(
        tx,
        `notice-decided:${notice.id}`,
        notice.email,
        {
          subject: `Your notice ${notice.reference}: ${outcome}`,
          heading: `Our decision on your notice ${notice.reference}`,
          paragraphs: [
            `We reviewed the content you reported and decided: ${outcome}.`,
            `Ground: ${groundText(decision)}.`,
            NOT_AUTOMATED,
          ],
          details: [['Content', decision.target_text]],
        },
        { label: 'Visit Replay Market', url: `${this.options.siteUrl}${paths.home}` },
      );
    }
  }

  /** A mail to an address, with or without an account: always sent (category `account`). */
  private async mailSomeone(
    tx: Queryable,
    key: string,
    to: string,
    body: MailBody,
    action: { label: string; url: string },
  ): Promise<void> {
    const content = renderMail(body, { action, preferencesUrl: `${this.options.siteUrl}${paths.notifications}` });
    await queueMail(tx, { userId: null, key, category: 'account', to, ...content, headers: {} });
  }

  /* ---- A member's decisions and appeals ---- */

  /** "Decisions about me": about the member, and the "no action" outcomes of their reports. */
  listMine(user: UserRow) {
    return listDecisionsForMember(this.options.db, user.id, user.email);
  }

  /**
   * Appeals a decision: its member, or a signed-in reporter of a "no action" decision. Once per
   * decision and appellant (409), within the window (409); anyone else 403.
   */
  async appeal(user: UserRow, decisionId: string, text: string): Promise<string> {
    const { db } = this.options;
    const decision = await findDecision(db, decisionId);
    if (!decision) throw notFound('Decision not found');
    const affected = decision.user_id === user.id;
    const reporter =
      !affected &&
      decision.action === 'none' &&
      (await listCaseReporters(db, decision.case_id)).members.includes(user.id);
    if (!affected && !reporter) throw forbidden('Only the member a decision is about, or its reporter, may appeal it');
    return this.recordAppeal(decision, { id: user.id, email: user.email, name: user.name }, text);
  }

  private async recordAppeal(
    decision: DecisionRow,
    appellant: { id: string | null; email: string; name: string },
    text: string,
  ): Promise<string> {
    const { db, clock } = this.options;
    const now = clock.now();
    if (now > decision.appeal_until)
      throw conflict(`The time to appeal this decision ended on ${formatDate(decision.appeal_until)}`);
    if (decision.reversed_at) throw conflict('This decision was reversed already');
    const id = await db.transaction(async (tx) => {
      const appealId = await insertAppeal(tx, {
        decisionId: decision.id,
        appellantId: appellant.id,
        email: appellant.email,
        name: appellant.name,
        text: text.trim(),
        at: now,
      });
      if (appealId)
        for (const adminId of await listAdminIds(tx))
          await this.options.notifier.tell(tx, adminId, `appeal:${appealId}`, {
            kind: 'appeal_received',
            content: decision.target_text,
          });
      return appealId;
    });
    if (!id) throw conflict('You have appealed this decision already');
    return id;
  }

  /** The signed token of a closed account's appeal link: the decision and an expiry. */
  appealToken(decisionId: string): string {
    const payload = `${decisionId}.${Date.now() + APPEAL_LINK_TTL_MS}`;
    return `${payload}.${linkSignature(this.options.linkSecret, APPEAL_LINK_LABEL, payload)}`;
  }

  /** The decision of a valid appeal link (404 otherwise). */
  async decisionOfLink(token: string): Promise<DecisionRow> {
    const [id, expires, signature] = token.split('.');
    const invalid = () => notFound('This appeal link is not valid or has expired');
    if (!id || !expires || !signature) throw invalid();
    if (!isLinkSignature(this.options.linkSecret, APPEAL_LINK_LABEL, `${id}.${expires}`, signature)) throw invalid();
    if (Number(expires) < Date.now()) throw invalid();
    const decision = await findDecision(this.options.db, id);
    if (!decision || decision.action !== 'close_account' || !decision.notify_email) throw invalid();
    return decision;
  }

  async appealByLink(token: string, text: string): Promise<string> {
    const decision = await this.decisionOfLink(token);
    return this.recordAppeal(decision, { id: null, email: decision.notify_email!, name: 'Closed account' }, text);
  }

  /* ---- Appeals, decided by another admin ---- */

  /** A page of appeals (`limit + 1`, offset-paged like the queue), each with the decision it appeals. */
  async listAppeals(state: 'open' | 'upheld' | 'reversed', offset: number, limit: number) {
    const rows = await listAppeals(this.options.db, state, offset, limit);
    const withDecisions = [];
    for (const row of rows)
      withDecisions.push({ row, decision: (await findDecision(this.options.db, row.decision_id))! });
    return withDecisions;
  }

  /**
   * Upholds or reverses a decision on appeal. The admin who made the decision may not decide its
   * appeal while another admin exists (403). A reversal restores what the decision took: the
   * listing back, the message shown, the suspension lifted, the strike removed, a closed address
   * open for sign-up again, a "no action" case open again. The appellant is told like a statement.
   */
  async decideAppeal(admin: UserRow, appealId: string, outcome: 'upheld' | 'reversed', reason: string): Promise<void> {
    const { db, clock } = this.options;
    const appeal = await findAppeal(db, appealId);
    if (!appeal) throw notFound('Appeal not found');
    const decision = (await findDecision(db, appeal.decision_id))!;
    if (decision.admin_id === admin.id && (await listAdminIds(db)).some((id) => id !== admin.id))
      throw forbidden('Another admin must decide the appeal of your own decision');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await findAppeal(tx, appealId, true);
      if (!locked || locked.state !== 'open') throw conflict('This appeal is already decided');
      await settleAppeal(tx, appealId, { state: outcome, adminId: admin.id, reason: reason.trim(), at: now });
      if (outcome === 'reversed' && !decision.reversed_at) {
        await markDecisionReversed(tx, decision.id, now);
        await this.undo(tx, decision);
      }
      const words = {
        subject: `Your appeal: ${outcome === 'reversed' ? 'the decision was reversed' : 'the decision stands'}`,
        heading: outcome === 'reversed' ? 'We reversed our decision' : 'We upheld our decision',
        paragraphs: [
          `You appealed our decision "${DECISION_ACTION_LABELS[decision.action]}" about ${decision.target_text}.`,
          `Our reasons: ${reason.trim()}`,
          outcome === 'reversed'
            ? 'What the decision took is restored.'
            : 'The decision stands. You may take it to a certified out-of-court dispute settlement body or a court.',
          NOT_AUTOMATED,
        ],
      };
      if (locked.appellant_id && (await findUserById(tx, locked.appellant_id))) {
        await this.options.notifier.tell(tx, locked.appellant_id, `appeal-decided:${appealId}`, {
          kind: 'appeal_decided',
          reversed: outcome === 'reversed',
          content: decision.target_text,
          mail: words,
        });
      } else {
        await this.mailSomeone(tx, `appeal-decided:${appealId}`, locked.appellant_email, words, {
          label: 'Visit Replay Market',
          url: `${this.options.siteUrl}${paths.home}`,
        });
      }
    });
  }

  /** Restores what a decision took (in the reversal's transaction). */
  private async undo(tx: Queryable, decision: DecisionRow): Promise<void> {
    switch (decision.action) {
      case 'remove_listing':
        await restoreListing(tx, decision.target_id);
        break;
      case 'hide_listing':
        await setListingHidden(tx, decision.target_id, false, this.options.clock.now());
        break;
      case 'hide_message':
        await this.showMessage(tx, decision.target_id, undefined);
        break;
      case 'suspend':
        if (decision.user_id) {
          const user = await findUserById(tx, decision.user_id);
          if (user?.suspended_until) await setSuspension(tx, decision.user_id, null);
        }
        break;
      case 'close_account':
        if (decision.notify_email) await reopenAddress(tx, decision.notify_email);
        break;
      case 'none':
        await reopenCase(tx, decision.case_id);
        break;
      default:
        break;
    }
  }

  /** Hides a message (`hidden`) or shows it again; both members' open pages are told. */
  private async showMessage(tx: Queryable, messageId: string, hidden: { adminId: string; at: Date } | undefined) {
    await setMessageHidden(tx, messageId, hidden?.adminId ?? null, hidden?.at ?? null);
    const message = await findMessage(tx, messageId);
    if (message) await MessageService.messageChanged(tx, message);
  }

  /* ---- Suspensions ---- */

  /** 403 for a member whose suspension has not ended. */
  refuseIfSuspended(account: UserRow | undefined): void {
    const until = account?.suspended_until as Date | null | undefined;
    if (until && until > this.options.clock.now()) throw forbidden(suspendedMessage(formatDate(until)));
  }

  /** Lifts the suspensions that ended (each once, whichever instance runs it) and tells each member. */
  async liftSuspensions(): Promise<number> {
    const { db, clock, notifier } = this.options;
    return db.transaction(async (tx) => {
      const lifted = await liftEndedSuspensions(tx, clock.now());
      for (const { id } of lifted)
        await notifier.tell(tx, id, `suspension-ended:${clock.now().toISOString()}`, { kind: 'suspension_ended' });
      return lifted.length;
    });
  }

  /* ---- Transparency ---- */

  async transparency(month: string) {
    const [year, mon] = month.split('-').map(Number);
    const from = new Date(Date.UTC(year!, mon! - 1, 1));
    const to = new Date(Date.UTC(year!, mon!, 1));
    return monthFigures(this.options.db, from, to);
  }
}

/** "Illegal content (Law: …)" or the rule's name. */
const groundText = (decision: DecisionRow) =>
  decision.ground === 'illegal_content'
    ? `${DECISION_GROUND_LABELS.illegal_content} (${decision.law})`
    : DECISION_GROUND_LABELS[decision.ground];

/** The statement of reasons, as its mail says it. */
function statementMail(decision: DecisionRow): MailBody {
  const action = DECISION_ACTION_LABELS[decision.action];
  const details: Array<[string, string]> = [
    ['Decision', action],
    ['Content', decision.target_text],
    ['Ground', groundText(decision)],
    ['Date', formatDate(decision.created_at)],
  ];
  if (decision.suspended_until) details.push(['Suspended until', formatDate(decision.suspended_until)]);
  details.push(['Appeal until', formatDate(decision.appeal_until)]);
  return {
    subject: `A decision about your account: ${action}`,
    heading: `Our decision: ${action}`,
    paragraphs: [
      `What we found: ${decision.facts}`,
      NOT_AUTOMATED,
      decision.action === 'close_account'
        ? `You can no longer sign in. You may appeal until ${formatDate(decision.appeal_until)} with the button below.`
        : `You may appeal until ${formatDate(decision.appeal_until)} on the page "Decisions about me".`,
    ],
    details,
  };
}
