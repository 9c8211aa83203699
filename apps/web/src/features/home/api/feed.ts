import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { useLocale } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';

/** A data item of the feed (docs/engage-api.md, getdom). */
export interface FeedItem {
  id: string;
  placement: 'card' | 'banner' | 'dialog';
  type: string;
  title: string;
  body: string;
  actionLabel: string | null;
  actionPath: string | null;
  additionalInfo: Record<string, unknown> | null;
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

const keys = {
  feed: (account: string, locale: string) => ['engage', account, 'feed', locale] as const,
  dialog: (account: string, locale: string) => ['engage', account, 'dialog', locale] as const,
};

export function useFeed() {
  const session = useSession();
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.feed(session?.accountKey ?? '', locale),
    queryFn: async () =>
      offerCards(
        (await engageCall<{ cards: FeedStream[] }>(`/api/engage/getdom?locale=${locale}&tabName=Wallet`))
          .cards,
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
        `/api/engage/getDialogDom?locale=${locale}`,
      );
      return dialog ? (offerCards([dialog])[0] ?? null) : null;
    },
    enabled: session !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export type CardAction = 'delete' | 'served' | 'click';

/** POST eoperations: a dismissed card leaves the feed at once, and stays dismissed. */
export function useCardAction() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (input: { storyId: string; action: CardAction }) =>
      engageCall<{ kept: number }>('/api/engage/eoperations', {
        stats: [{ storyid: input.storyId, action: input.action }],
      }),
    onMutate: ({ storyId, action }) => {
      if (action !== 'delete') return;
      client.setQueriesData<OfferCard[]>(
        { queryKey: ['engage', session?.accountKey ?? '', 'feed'] },
        (cards) => cards?.filter((c) => c.storyId !== storyId),
      );
    },
  });
}
