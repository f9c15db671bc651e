import { Icon } from './icons.tsx';

// Icons of signed-in pages: kinds of activity and notification, and which way a figure moved.

export const UserIcon = () => <Icon d="M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0" />;
export const BriefcaseIcon = () => <Icon d="M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm3 0V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />;
export const DocumentIcon = () => <Icon d="M14 3H6v18h12V7zm0 0v4h4M9 13h6m-6 4h6" />;
export const LockIcon = () => <Icon d="M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zm1 0V7a4 4 0 0 1 8 0v4" />;
/** Settings sliders: something the system did by itself. */
export const SystemIcon = () => <Icon d="M4 7h9m6 0h1M4 17h1m6 0h9M13 7a3 3 0 1 0 6 0 3 3 0 1 0-6 0M5 17a3 3 0 1 0 6 0 3 3 0 1 0-6 0" />;
export const EnvelopeIcon = () => <Icon d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6" />;
export const RefreshIcon = () => <Icon d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />;
export const UndoIcon = () => <Icon d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />;
export const CrossIcon = () => <Icon d="M6 6l12 12M18 6 6 18" />;
export const InfoIcon = () => <Icon d="M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-1v5m0-8h.01" />;
export const ArrowUpIcon = () => <Icon d="M12 19V5m-7 7 7-7 7 7" />;
export const ArrowDownIcon = () => <Icon d="M12 5v14m-7-7 7 7 7-7" />;
/** No change: a level line. */
export const LevelIcon = () => <Icon d="M5 12h14" />;
