import { onDemand } from '../../../ui/on-demand.tsx';

/**
 * The seeker's Save toggle, loaded when shown: only a signed-in seeker sees it, and its request
 * code would otherwise weigh on every visitor's job list and job page (the public pages' budget).
 */
export const LazySaveButton = onDemand(() => import('./save-button.tsx').then((m) => m.SaveButton));
