import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.ts';
import { ProductCallError, productCall } from './product-call.ts';

/** The support chat's calls (cross-cutting.md section 7: tickets list, comments, post comment, ratings; secure URL and image PUT). */
export type TicketStatus = 'ABERTO' | 'RESPONDIDO' | 'FECHADO';

/** What failed, when a ticket is opened from an error screen: the route and the error code, nothing else. */
export interface TicketOrigin {
  route: string;
  code: number | null;
}

export interface Ticket {
  id: string;
  subject: string;
  status: TicketStatus;
  origin: TicketOrigin | null;
  rating: number | null;
  ratingComment: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface TicketComment {
  id: string;
  author: 'CLIENTE' | 'BANCO';
  message: string;
  createdAt: string;
  image: { id: string; contentType: string; size: number } | null;
}

/** The largest photo the bank takes (3 MB), checked here before asking for an upload URL. */
export const PHOTO_MAX_BYTES = 3 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const COMMENT_MAX = 2000;

const keys = {
  list: (account: string) => ['chat', account, 'tickets'] as const,
  thread: (account: string, id: string) => ['chat', account, 'ticket', id] as const,
};

export function useTickets() {
  const session = useSession();
  return useQuery({
    queryKey: keys.list(session?.accountKey ?? ''),
    queryFn: () =>
      productCall<{ chatbot: boolean; tickets: Ticket[] }>('chat/ticketsList', { auth: true, body: {} }),
    enabled: session !== null,
  });
}

/** A ticket and its messages, read again every 5 s while it is open, so the bank's reply shows up. */
export function useTicketThread(ticketId: string) {
  const session = useSession();
  return useQuery({
    queryKey: keys.thread(session?.accountKey ?? '', ticketId),
    queryFn: () =>
      productCall<{ ticket: Ticket; comments: TicketComment[] }>('chat/ticketComments', {
        auth: true,
        body: { ticketId },
      }),
    enabled: session !== null && ticketId !== '',
    refetchInterval: (query) => (query.state.data?.ticket.status === 'FECHADO' ? false : 5_000),
    retry: (count, error) =>
      count < 2 && !(error instanceof ProductCallError && error.status < 500 && error.status > 0),
  });
}

/** The photo through the signed URL: ask for it, PUT the bytes; the stored file's id. */
export async function uploadPhoto(ticketId: string, photo: File): Promise<string> {
  const grant = await productCall<{ uploadUrl: string }>('chat/secureUrl', {
    auth: true,
    body: { ticketId, contentType: photo.type, size: photo.size },
  });
  const stored = await productCall<{ fileId: string }>(grant.uploadUrl, { method: 'PUT', raw: photo });
  return stored.fileId;
}

export interface NewTicket {
  subject: string;
  message: string;
  origin: TicketOrigin | null;
  photo: File | null;
}

/** Opens a ticket; a photo follows as its second message. The ticket's id. */
export function useOpenTicket() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: NewTicket) => {
      const ticket = await productCall<Ticket>('chat/openTicket', {
        auth: true,
        body: { subject: draft.subject, message: draft.message, origin: draft.origin },
      });
      if (draft.photo) {
        const fileId = await uploadPhoto(ticket.id, draft.photo);
        await productCall('chat/postComment', {
          auth: true,
          body: { ticketId: ticket.id, message: '', fileId },
        });
      }
      return ticket.id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.list(session?.accountKey ?? '') }),
  });
}

export function usePostComment(ticketId: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, photo }: { message: string; photo: File | null }) => {
      const fileId = photo ? await uploadPhoto(ticketId, photo) : null;
      return productCall('chat/postComment', {
        auth: true,
        body: { ticketId, message: message.trim(), ...(fileId ? { fileId } : {}) },
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: keys.thread(session?.accountKey ?? '', ticketId) }),
  });
}

export function useRateTicket(ticketId: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rating, comment }: { rating: number; comment: string }) =>
      productCall<Ticket>('chat/postRatings', {
        auth: true,
        body: { ticketId, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat', session?.accountKey ?? ''] }),
  });
}

/** An image of the customer's own ticket, fetched with the session (an <img> cannot carry it): a blob URL. */
export function useTicketImage(fileId: string) {
  const session = useSession();
  return useQuery({
    queryKey: ['chat', session?.accountKey ?? '', 'file', fileId],
    queryFn: async () =>
      URL.createObjectURL(
        await productCall<Blob>(`chat/file?id=${encodeURIComponent(fileId)}`, { auth: true, blob: true }),
      ),
    enabled: session !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Why a photo cannot go, checked before any call: its type or its size; undefined when it can. */
export function photoProblem(photo: File): 'photoType' | 'photoSize' | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(photo.type)) return 'photoType';
  if (photo.size > PHOTO_MAX_BYTES) return 'photoSize';
  return undefined;
}
