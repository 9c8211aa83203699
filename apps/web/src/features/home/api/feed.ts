import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EngageCallError, engageCall } from '../../../lib/engage/engage-call.ts';
import { useLocale } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { shellCapabilities } from '../../../native/shell-capabilities.ts';
import { type CardState, cardStates } from './card-states.ts';

/** A data item of the feed (docs/engage-api.md, getdom). */
export interface FeedItem {
  id: string;
  placement: 'card' | 'banner' | 'dialog' | 'reel';
  type: string;
  title: string;
  body: string;
  actionLabel: string | null;
  actionPath: string | null;
  additionalInfo: Record<string, unknown> | null;
  /** A card's or banner's: how many customers found it useful, and this customer's answer. */
  usefulCount?: number;
  feedback?: 'useful' | 'not_useful' | null;
}
export interface FeedStream {
  streamid: string;
  tabid: string;
  storyid: string;
  data: FeedItem[];
}

/** An offer card: the server's fields plus streamId, tabId, storyId and cardIndex (cross-cutting.md section 3). */
export interface OfferCard extends FeedItem {
  streamId: string;
  tabId: string;
  storyId: string;
  cardIndex: number;
}

/** The phone's ad customisation turned off: the feed asks for what is meant for everyone only. */
function adCustomization(): string {
  return shellCapabilities().adCustomization ? '' : '&adCustomization=false';
}

/** Offers cards max 10 (cross-cutting.md section 9). */
export const FEED_MAX = 10;

/** cardIndex: the last part of the id after the separator, plus one. */
export function cardIndexOf(id: string): number {
  const last = Number(id.split('_').at(-1));
  return Number.isInteger(last) ? last + 1 : 1;
}

/** The streams as the app shows them: flattened to offer cards, at most 10. */
export function offerCards(streams: readonly FeedStream[]): OfferCard[] {
  return streams
    .flatMap((s) =>
      s.data.map((d) => ({
        ...d,
        streamId: s.streamid,
        tabId: s.tabid,
        storyId: s.storyid,
        cardIndex: cardIndexOf(d.id),
      })),
    )
    .slice(0, FEED_MAX);
}

/** Sign-in and interest card show limit 3, dialog show limit 1 (cross-cutting.md section 9). */
export const PROMPT_CARD_LIMIT = 3;
export const PROMPT_DIALOG_LIMIT = 1;
/**
 * The sign-in and interest content (decision 0037): what asks the customer to sign up for something
 * (ec_dataenrichment: a Pix key, an e-mail) or whether they want something (ec_optin: offers).
 */
export const PROMPT_TYPES: ReadonlySet<string> = new Set(['ec_dataenrichment', 'ec_optin']);

/**
 * Whether this device still shows the card: not dismissed here, and a sign-in or interest card or
 * dialog not yet shown its limit of times (the local states store's served count).
 */
export function shownHere(card: OfferCard, states: Readonly<Record<string, CardState>>): boolean {
  const state = states[card.storyId];
  if (!state) return true;
  if (state.deleted) return false;
  if (!PROMPT_TYPES.has(card.type)) return true;
  return state.served < (card.placement === 'dialog' ? PROMPT_DIALOG_LIMIT : PROMPT_CARD_LIMIT);
}

/** A dialog call's failure as the spec reports it: 'Http error code' plus the message (cross-cutting.md section 8). */
export function httpErrorText(error: unknown): string {
  if (error instanceof EngageCallError) return `Http error code ${error.status} ${error.detail}`.trimEnd();
  return `Http error code 0 ${error instanceof Error ? error.message : ''}`.trimEnd();
}

/** A reel (docs/engage-api.md, getReelsDom): its slides as offer cards, its cover label, watched or not, its views. */
export interface Reel {
  storyId: string;
  title: string;
  description: string;
  seen: boolean;
  views: number;
  slides: OfferCard[];
}

interface ReelStream extends FeedStream {
  title: string;
  description: string;
  seen: boolean;
  views: number;
}

/** The reels as the app shows them: each stream's slides flattened to offer cards. */
export function reelsOf(streams: readonly ReelStream[]): Reel[] {
  return streams.map((s) => ({
    storyId: s.storyid,
    title: s.title,
    description: s.description,
    seen: s.seen,
    views: s.views,
    slides: s.data.map((d) => ({
      ...d,
      streamId: s.streamid,
      tabId: s.tabid,
      storyId: s.storyid,
      cardIndex: cardIndexOf(d.id),
    })),
  }));
}

const keys = {
  feed: (account: string, locale: string) => ['engage', account, 'feed', locale] as const,
  reels: (account: string, locale: string) => ['engage', account, 'reels', locale] as const,
  dialog: (account: string, locale: string) => ['engage', account, 'dialog', locale] as const,
  storyDialog: (account: string, locale: string, storyId: string) =>
    ['engage', account, 'story-dialog', locale, storyId] as const,
};

export function useFeed() {
  const session = useSession();
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.feed(session?.accountKey ?? '', locale),
    queryFn: async () =>
      offerCards(
        (
          await engageCall<{ cards: FeedStream[] }>(
            `/api/engage/getdom?locale=${locale}&tabName=Wallet${adCustomization()}`,
          )
        ).cards,
      ),
    enabled: session !== null,
    staleTime: 60_000,
  });
}

export function useDialog() {
  const session = useSession();
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.dialog(session?.accountKey ?? '', locale),
    queryFn: async () => {
      const { dialog } = await engageCall<{ dialog: FeedStream | null }>(
        `/api/engage/getDialogDom?locale=${locale}${adCustomization()}`,
      );
      return dialog ? (offerCards([dialog])[0] ?? null) : null;
    },
    enabled: session !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** GET getReelsDom: the reels of home, at most 10. */
export function useReels() {
  const session = useSession();
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.reels(session?.accountKey ?? '', locale),
    queryFn: async () =>
      reelsOf(
        (
          await engageCall<{ reels: ReelStream[] }>(
            `/api/engage/getReelsDom?locale=${locale}&tabName=Wallet${adCustomization()}`,
          )
        ).reels,
      ),
    enabled: session !== null,
    staleTime: 60_000,
  });
}

/**
 * The dialog a notification's link opens (getDialogDom with trigger=notification): served or not, with no
 * time-out; null when the bank no longer has it for the customer.
 */
export function useStoryDialog(storyId: string | null) {
  const session = useSession();
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.storyDialog(session?.accountKey ?? '', locale, storyId ?? ''),
    queryFn: async () => {
      const { dialog } = await engageCall<{ dialog: FeedStream | null }>(
        `/api/engage/getDialogDom?locale=${locale}&trigger=notification&storyid=${encodeURIComponent(storyId ?? '')}`,
      );
      return dialog ? (offerCards([dialog])[0] ?? null) : null;
    },
    enabled: session !== null && storyId !== null,
    staleTime: 0,
    retry: false,
  });
}

export type CardAction = 'delete' | 'served' | 'click' | 'view' | 'carduseful' | 'cardnotuseful';

/** This customer's answer to "useful?" and the count it changes, as the card shows it until the feed is read again. */
function withFeedback(card: OfferCard, answer: 'useful' | 'not_useful'): OfferCard {
  const count = card.usefulCount ?? 0;
  const was = card.feedback === 'useful' ? 1 : 0;
  const now = answer === 'useful' ? 1 : 0;
  return { ...card, feedback: answer, usefulCount: Math.max(0, count - was + now) };
}

/**
 * POST eoperations: a dismissed card leaves the feed at once, and stays dismissed; a card's "useful?"
 * answer shows at once; a reel watched is read again (watched, its views).
 */
export function useCardAction() {
  const client = useQueryClient();
  const session = useSession();
  const account = session?.accountKey ?? '';
  return useMutation({
    mutationFn: (input: { storyId: string; action: CardAction }) =>
      engageCall<{ kept: number }>('/api/engage/eoperations', {
        stats: [{ storyid: input.storyId, action: input.action }],
      }),
    onMutate: ({ storyId, action }) => {
      if (action === 'delete') {
        cardStates.deleted(account, storyId);
        client.setQueriesData<OfferCard[]>({ queryKey: ['engage', account, 'feed'] }, (cards) =>
          cards?.filter((c) => c.storyId !== storyId),
        );
      }
      if (action === 'carduseful' || action === 'cardnotuseful') {
        const answer = action === 'carduseful' ? 'useful' : 'not_useful';
        client.setQueriesData<OfferCard[]>({ queryKey: ['engage', account, 'feed'] }, (cards) =>
          cards?.map((c) => (c.storyId === storyId ? withFeedback(c, answer) : c)),
        );
      }
    },
    onSuccess: (_kept, { action }) => {
      if (action === 'view') void client.invalidateQueries({ queryKey: ['engage', account, 'reels'] });
    },
  });
}

/**
 * The cards seen in this home visit (the viewport list's newcomers): one more visit each in the local
 * states store, and `served` told to the bank in one call. Silent on failure: it is a count.
 */
export function useReportServed() {
  const session = useSession();
  const account = session?.accountKey ?? '';
  return (storyIds: readonly string[]) => {
    if (!account || storyIds.length === 0) return;
    cardStates.served(account, storyIds);
    void engageCall('/api/engage/eoperations', {
      stats: storyIds.slice(0, 20).map((storyid) => ({ storyid, action: 'served' })),
    }).catch(() => {});
  };
}
