import { useLocation, useNavigate } from 'react-router';
import { engageLinkTarget, keepPendingStory } from '../../../app/deep-links.ts';
import { readEngageLink } from '../../../lib/engage/engage-link.ts';
import { bridge } from '../../../native/bridge.ts';

/**
 * Acts on a notification's link (docs/engage-api.md, GET notifications), as on one the app shell hands
 * over: only on the Wallet tab; the story id and dialog flag are kept for home, and its page opens (home
 * itself needs no new entry: the kept story shows at once). Says whether the link was acted on.
 */
export function useOpenLink(): (fields: Record<string, unknown>) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return (fields) => {
    const link = readEngageLink(fields);
    const target = link ? engageLinkTarget(link, bridge.getWalletTabId()) : null;
    if (!target) return false;
    if (target.story) keepPendingStory(target.story);
    if (target.to !== location.pathname) void navigate(target.to, { state: target.state });
    return true;
  };
}
