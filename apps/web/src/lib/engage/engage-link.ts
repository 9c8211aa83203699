import { useSyncExternalStore } from 'react';

/**
 * A notification's link (cross-cutting.md section 2, notification deep links; docs/engage-api.md): the
 * story of the feed it names (its story id, or fragment identifier), whether it opens that story's
 * dialog, and the page it opens with that page's navigation state.
 */
export interface EngageLink {
  storyId: string | null;
  dialogTrigger: boolean;
  openPage: string | null;
  state: Record<string, unknown>;
}

/** A story id as the engagement service writes them. */
const STORY_ID = /^[a-z0-9-]{1,60}$/;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const flag = (value: unknown): boolean => value === true || value === 'true' || value === '1';

/**
 * Reads a link from the fields a notification carries: the engagement service's `link`, or what the
 * app shell hands over with a deep link (its state, or its path's query). The story id is `storyid`
 * (or `storyId`), else the fragment identifier (`fragmentId`, `fragment_id`); the dialog trigger
 * `dialogTrigger` (or `dialog_trigger`), true or "true"; the page `open_page` (or `openPage`). Null when
 * it carries none of them (an ordinary deep link); a story id of another form is dropped.
 */
export function readEngageLink(fields: Record<string, unknown>): EngageLink | null {
  const rawStory =
    text(fields.storyid) ?? text(fields.storyId) ?? text(fields.fragmentId) ?? text(fields.fragment_id);
  const rawTrigger = fields.dialogTrigger ?? fields.dialog_trigger;
  const openPage = text(fields.open_page) ?? text(fields.openPage);
  if (rawStory === null && rawTrigger === undefined && openPage === null) return null;
  const storyId = rawStory !== null && STORY_ID.test(rawStory) ? rawStory : null;
  const state = fields.state;
  return {
    storyId,
    // a dialog is opened only when the link names it
    dialogTrigger: storyId !== null && flag(rawTrigger),
    openPage,
    state: state !== null && typeof state === 'object' && !Array.isArray(state) ? { ...state } : {},
  };
}

/** The fields of a deep link's path query and state together (the state wins). */
export function linkFields(
  path: string,
  state: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  return { ...Object.fromEntries(new URLSearchParams(query)), ...(state ?? {}) };
}

/** What the app keeps of a link it acted on, until home uses it: the story id and the dialog flag. */
export interface PendingStory {
  storyId: string;
  dialog: boolean;
}

const KEY = 'carteira.engage.story';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PendingStory | null } = { raw: null, value: null };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): PendingStory | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.value;
  let value: PendingStory | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<PendingStory>) : null;
    if (parsed && typeof parsed.storyId === 'string' && STORY_ID.test(parsed.storyId)) {
      value = { storyId: parsed.storyId, dialog: parsed.dialog === true };
    }
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/**
 * The pending story, kept for this tab's visit (sessionStorage): a link opened before the login, or on
 * another page, is acted on when home shows.
 */
export const pendingStory = {
  get: read,
  set(story: PendingStory): void {
    storage()?.setItem(KEY, JSON.stringify(story));
    for (const listener of listeners) listener();
  },
  /** Forgets it, once home has used it. */
  clear(): void {
    if (!storage()?.getItem(KEY)) return;
    storage()?.removeItem(KEY);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Keeps what a link names (the story id and the dialog flag) for home; a link naming no story keeps nothing. */
export function keepStory(link: EngageLink): void {
  if (link.storyId) pendingStory.set({ storyId: link.storyId, dialog: link.dialogTrigger });
}

export function usePendingStory(): PendingStory | null {
  return useSyncExternalStore(pendingStory.subscribe, pendingStory.get, () => null);
}
