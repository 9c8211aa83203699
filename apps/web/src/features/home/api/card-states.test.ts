import { afterEach, describe, expect, it } from 'vitest';
import { EngageCallError } from '../../../lib/engage/engage-call.ts';
import { cardStates, STATES_KEY, STATES_MAX } from './card-states.ts';
import { httpErrorText, type OfferCard, shownHere } from './feed.ts';

afterEach(() => localStorage.clear());

const offer = (storyId: string, type: string, placement: OfferCard['placement'] = 'card'): OfferCard => ({
  id: `${storyId}_1`,
  placement,
  type,
  title: storyId,
  body: '',
  actionLabel: null,
  actionPath: null,
  additionalInfo: null,
  streamId: 'engagecards',
  tabId: 'Wallet',
  storyId,
  cardIndex: 2,
});

describe('the local states store', () => {
  it("keeps served visits and dismissals per customer, under the device's 'states'", () => {
    cardStates.served('a1', ['card-help', 'card-pix-key']);
    cardStates.served('a1', ['card-help']);
    cardStates.deleted('a1', 'card-recharge');
    expect(cardStates.of('a1')).toEqual({
      'card-pix-key': { served: 1, scratched: false, deleted: false },
      'card-help': { served: 2, scratched: false, deleted: false },
      'card-recharge': { served: 0, scratched: false, deleted: true },
    });
    expect(cardStates.of('a2')).toEqual({});
    expect(Object.keys(JSON.parse(localStorage.getItem(STATES_KEY) ?? '{}'))).toEqual(['a1']);
  });

  it('forgets the oldest stories past its size, and starts again from a broken storage', () => {
    cardStates.served(
      'a1',
      Array.from({ length: STATES_MAX + 2 }, (_, i) => `s-${i}`),
    );
    const kept = Object.keys(cardStates.of('a1'));
    expect(kept).toHaveLength(STATES_MAX);
    expect(kept[0]).toBe('s-2');
    localStorage.setItem(STATES_KEY, 'not json');
    expect(cardStates.of('a1')).toEqual({});
    cardStates.deleted('a1', 'card-help');
    expect(cardStates.of('a1')['card-help']?.deleted).toBe(true);
  });
});

describe('what this device shows', () => {
  it('skips a dismissed card, and a sign-in or interest card after 3 visits, such a dialog after 1', () => {
    const states = {
      'card-help': { served: 9, scratched: false, deleted: false },
      'card-recharge': { served: 0, scratched: false, deleted: true },
      'card-pix-key': { served: 2, scratched: false, deleted: false },
      'card-market-optin': { served: 3, scratched: false, deleted: false },
      'dialog-optin': { served: 1, scratched: false, deleted: false },
    };
    expect(shownHere(offer('card-help', 'ec_information'), states)).toBe(true);
    expect(shownHere(offer('card-recharge', 'ec_offers'), states)).toBe(false);
    expect(shownHere(offer('card-pix-key', 'ec_dataenrichment'), states)).toBe(true);
    expect(shownHere(offer('card-market-optin', 'ec_optin'), states)).toBe(false);
    expect(shownHere(offer('dialog-optin', 'ec_optin', 'dialog'), states)).toBe(false);
    expect(shownHere(offer('dialog-new', 'ec_optin', 'dialog'), states)).toBe(true);
  });
});

describe("a dialog call's failure", () => {
  it("reads 'Http error code' plus the message", () => {
    expect(httpErrorText(new EngageCallError(503, 'Serviço indisponível'))).toBe(
      'Http error code 503 Serviço indisponível',
    );
    expect(httpErrorText(new EngageCallError(0))).toBe('Http error code 0');
  });
});
