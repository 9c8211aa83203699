import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStory, linkFields, pendingStory, readEngageLink } from './engage-link.ts';

afterEach(() => {
  pendingStory.clear();
});

describe('a notification link', () => {
  it('reads the story id, the dialog trigger and open_page, under either spelling', () => {
    expect(
      readEngageLink({ storyid: 'dialog-pix-night', dialogTrigger: true, open_page: null, state: {} }),
    ).toEqual({ storyId: 'dialog-pix-night', dialogTrigger: true, openPage: null, state: {} });
    expect(readEngageLink({ fragmentId: 'reel-pix-night', dialog_trigger: 'true' })).toEqual({
      storyId: 'reel-pix-night',
      dialogTrigger: true,
      openPage: null,
      state: {},
    });
    expect(readEngageLink({ openPage: '/newTransactionHistory', state: { receiptFor: 'm-1' } })).toEqual({
      storyId: null,
      dialogTrigger: false,
      openPage: '/newTransactionHistory',
      state: { receiptFor: 'm-1' },
    });
  });

  it('is no link without any of those; a dialog trigger without a story, or a story id of another form, opens nothing', () => {
    expect(readEngageLink({ cameraAction: 'PixScan' })).toBeNull();
    expect(readEngageLink({ dialogTrigger: 'true' })).toMatchObject({ storyId: null, dialogTrigger: false });
    expect(readEngageLink({ storyid: '<script>', dialogTrigger: true })).toMatchObject({
      storyId: null,
      dialogTrigger: false,
    });
  });

  it('reads a path’s query with the state, the state winning', () => {
    expect(linkFields('/newWalletLaunch?storyid=a&open_page=/pixLimits', { storyid: 'b' })).toEqual({
      storyid: 'b',
      open_page: '/pixLimits',
    });
    expect(linkFields('/newWalletLaunch', undefined)).toEqual({});
  });
});

describe('the pending story', () => {
  it('keeps the story id and dialog flag of a link for home, and tells who listens', () => {
    const listener = vi.fn();
    const stop = pendingStory.subscribe(listener);
    keepStory({ storyId: 'dialog-pix-night', dialogTrigger: true, openPage: null, state: {} });
    expect(pendingStory.get()).toEqual({ storyId: 'dialog-pix-night', dialog: true });
    expect(sessionStorage.getItem('carteira.engage.story')).toContain('dialog-pix-night');
    keepStory({ storyId: null, dialogTrigger: false, openPage: '/pixLimits', state: {} });
    expect(pendingStory.get()?.storyId).toBe('dialog-pix-night');
    pendingStory.clear();
    expect(pendingStory.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores what it cannot read back', () => {
    sessionStorage.setItem('carteira.engage.story', '{"storyId":"../x"}');
    expect(pendingStory.get()).toBeNull();
    sessionStorage.setItem('carteira.engage.story', 'not json');
    expect(pendingStory.get()).toBeNull();
  });
});
