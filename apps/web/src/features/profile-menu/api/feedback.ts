import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../lib/i18n/locale-store.ts';
import { sessionStore, useSession } from '../../../lib/session/session.ts';

/** The product backend's feedBack (cross-cutting.md sections 3 and 7; docs/financing-api.md). */
export const FEEDBACK_URL = '/api/product/feedBack';
export const FEEDBACK_MESSAGE_MAX = 1000;

export type FeedbackType = 'suggestion' | 'problem' | 'compliment';
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['suggestion', 'problem', 'compliment'];

export interface FeedbackDraft {
  type: FeedbackType;
  rating: number | null;
  message: string;
}

/** The device fields the spec's feedBackJson carries beside the customer's words. */
export interface FeedbackDevice {
  deviceId: string;
  locale: Locale;
  model: string;
  build: string;
  /** The phone's country by its mobile country code (lib/device-country.ts); BR when not told. */
  country?: string;
}

export interface SentFeedback {
  id: string;
  type: FeedbackType;
  rating: number | null;
  message: string;
  receivedAt: string;
}

/** A feedback call that failed: the HTTP status (0 when nothing came back); pages pick their text. */
export class FeedbackError extends Error {
  constructor(readonly status: number) {
    super(`feedback ${status}`);
    this.name = 'FeedbackError';
  }
}

async function call(init: RequestInit = {}): Promise<unknown> {
  const token = sessionStore.get()?.token.value;
  if (!token) throw new FeedbackError(401);
  let response: Response;
  try {
    response = await fetch(FEEDBACK_URL, {
      ...init,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch {
    throw new FeedbackError(0);
  }
  if (response.status === 401) sessionStore.clear('expired');
  if (!response.ok) throw new FeedbackError(response.status);
  return response.json().catch(() => undefined);
}

/** The body the server takes: the type and the feedBackJson (the phone's country; BR when not told). */
export function feedbackBody(draft: FeedbackDraft, device: FeedbackDevice) {
  return {
    type: draft.type,
    feedBackJson: {
      deviceId: device.deviceId,
      locale: device.locale,
      country: device.country ?? 'BR',
      model: device.model,
      build: device.build,
      cardId: null,
      rating: draft.rating,
      message: draft.message.trim(),
    },
  };
}

export async function sendFeedback(draft: FeedbackDraft, device: FeedbackDevice): Promise<{ id: string }> {
  const body = (await call({ method: 'POST', body: JSON.stringify(feedbackBody(draft, device)) })) as {
    id: string;
  };
  return body;
}

export async function listFeedback(): Promise<SentFeedback[]> {
  const body = (await call()) as { feedbacks?: SentFeedback[] } | undefined;
  return body?.feedbacks ?? [];
}

const feedbackKeys = { all: (accountKey: string) => ['profile-menu', 'feedback', accountKey] as const };

export const feedbackQuery = (accountKey: string) =>
  queryOptions({ queryKey: feedbackKeys.all(accountKey), queryFn: listFeedback });

export function useSentFeedback() {
  const session = useSession();
  return useQuery({ ...feedbackQuery(session?.accountKey ?? ''), enabled: session !== null });
}

export function useSendFeedback(device: () => FeedbackDevice) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: FeedbackDraft) => sendFeedback(draft, device()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all(session?.accountKey ?? '') }),
  });
}
