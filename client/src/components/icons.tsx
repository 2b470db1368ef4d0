import {
  IconAdjustmentsHorizontal,
  IconAlertCircle,
  IconAlignLeft,
  IconArrowBackUp,
  IconArrowDown as TablerArrowDown,
  IconArrowLeft as TablerArrowLeft,
  IconArrowRight as TablerArrowRight,
  IconBan,
  IconBell as TablerBell,
  IconBlockquote,
  IconBold as TablerBold,
  IconBookmark as TablerBookmark,
  IconBookmarkFilled,
  IconBuilding as TablerBuilding,
  IconCalendar as TablerCalendar,
  IconCalendarMinus as TablerCalendarMinus,
  IconChartBar,
  IconCheck as TablerCheck,
  IconChevronDown as TablerChevronDown,
  IconChevronLeft as TablerChevronLeft,
  IconChevronRight as TablerChevronRight,
  IconClock as TablerClock,
  IconCode as TablerCode,
  IconCopy as TablerCopy,
  IconCrown as TablerCrown,
  IconDoorExit as TablerDoorExit,
  IconDots as TablerDots,
  IconDownload as TablerDownload,
  IconExternalLink,
  IconEye as TablerEye,
  IconEyeOff as TablerEyeOff,
  IconFileText,
  IconFolder as TablerFolder,
  IconHeart as TablerHeart,
  IconHome as TablerHome,
  IconHistory as TablerHistory,
  IconItalic as TablerItalic,
  IconLayoutKanban,
  IconLink as TablerLink,
  IconList as TablerList,
  IconListCheck,
  IconListNumbers,
  IconLock as TablerLock,
  IconLogout as TablerLogout,
  IconMail as TablerMail,
  IconMessage as TablerMessage,
  IconMessageCircle,
  IconMessageQuestion,
  IconMoodPlus,
  IconNote as TablerNote,
  IconPencil as TablerPencil,
  IconPlayerStop,
  IconPlus as TablerPlus,
  IconRefresh as TablerRefresh,
  IconRepeat as TablerRepeat,
  IconSearch as TablerSearch,
  IconSelector as TablerSelector,
  IconSend as TablerSend,
  IconSettings as TablerSettings,
  IconShare as TablerShare,
  IconSortAscending,
  IconSortDescending,
  IconSourceCode,
  IconSparkles as TablerSparkles,
  IconStack2,
  IconStar as TablerStar,
  IconStarFilled,
  IconTarget as TablerTarget,
  IconThumbUp as TablerThumbUp,
  IconTool,
  IconTrash as TablerTrash,
  IconTrendingUp as TablerTrendingUp,
  IconUpload as TablerUpload,
  IconUserPlus as TablerUserPlus,
  IconUsers as TablerUsers,
  IconWorld,
  IconX as TablerX,
  IconZoomCancel,
} from '@tabler/icons-react';
import { withAppDefaults, withFilledVariant } from './appIcon';

export type { IconProps } from './appIcon';

/**
 * The app's icons, by the names the screens use: Tabler glyphs at the app's defaults (appIcon.tsx).
 * Modules of the first chunk (routes, the 404 page) wrap their few glyphs themselves, so that this
 * list only loads with the pages.
 */

// Navigation and actions.
export const IconBell = withAppDefaults(TablerBell);
export const IconChevronLeft = withAppDefaults(TablerChevronLeft);
export const IconChevronRight = withAppDefaults(TablerChevronRight);
export const IconChevronDown = withAppDefaults(TablerChevronDown);
export const IconSelector = withAppDefaults(TablerSelector);
export const IconArrowLeft = withAppDefaults(TablerArrowLeft);
export const IconArrowRight = withAppDefaults(TablerArrowRight);
export const IconPlus = withAppDefaults(TablerPlus);
export const IconPencil = withAppDefaults(TablerPencil);
export const IconTrash = withAppDefaults(TablerTrash);
export const IconCrown = withAppDefaults(TablerCrown);
export const IconX = withAppDefaults(TablerX);
export const IconDots = withAppDefaults(TablerDots);
export const IconCheck = withAppDefaults(TablerCheck);
export const IconCopy = withAppDefaults(TablerCopy);
export const IconShare = withAppDefaults(TablerShare);
export const IconExternal = withAppDefaults(IconExternalLink);
export const IconDownload = withAppDefaults(TablerDownload);
export const IconUpload = withAppDefaults(TablerUpload);
export const IconSend = withAppDefaults(TablerSend);
export const IconSearch = withAppDefaults(TablerSearch);
export const IconSettings = withAppDefaults(TablerSettings);
export const IconLogout = withAppDefaults(TablerLogout);
export const IconDoorExit = withAppDefaults(TablerDoorExit);
export const IconHome = withAppDefaults(TablerHome);
export const IconMail = withAppDefaults(TablerMail);
export const IconMessage = withAppDefaults(TablerMessage);
export const IconAddReaction = withAppDefaults(IconMoodPlus);

// Views, sorting and visibility.
export const IconList = withAppDefaults(TablerList);
export const IconBoard = withAppDefaults(IconLayoutKanban);
export const IconAdjustments = withAppDefaults(IconAdjustmentsHorizontal);
export const IconSortAsc = withAppDefaults(IconSortAscending);
export const IconSortDesc = withAppDefaults(IconSortDescending);
export const IconEye = withAppDefaults(TablerEye);
export const IconEyeOff = withAppDefaults(TablerEyeOff);
export const IconGlobe = withAppDefaults(IconWorld);
export const IconBookmark = withFilledVariant(TablerBookmark, IconBookmarkFilled);
export const IconStar = withFilledVariant(TablerStar, IconStarFilled);

// Work: goals, to-dos, notes and time.
export const IconTarget = withAppDefaults(TablerTarget);
export const IconCalendar = withAppDefaults(TablerCalendar);
export const IconCalendarMinus = withAppDefaults(TablerCalendarMinus);
export const IconClock = withAppDefaults(TablerClock);
export const IconStop = withAppDefaults(IconPlayerStop);
export const IconDetail = withAppDefaults(IconAlignLeft);
export const IconNote = withAppDefaults(TablerNote);
export const IconDocument = withAppDefaults(IconFileText);
export const IconFolder = withAppDefaults(TablerFolder);
export const IconChart = withAppDefaults(IconChartBar);
export const IconSparkles = withAppDefaults(TablerSparkles);
export const IconHeart = withAppDefaults(TablerHeart);
export const IconTools = withAppDefaults(IconTool);

// The note editor's toolbar.
export const IconBold = withAppDefaults(TablerBold, { stroke: 2.2 });
export const IconItalic = withAppDefaults(TablerItalic);
export const IconCode = withAppDefaults(TablerCode);
export const IconCodeBlock = withAppDefaults(IconSourceCode);
export const IconQuote = withAppDefaults(IconBlockquote);
export const IconLink = withAppDefaults(TablerLink);
export const IconListOrdered = withAppDefaults(IconListNumbers);
export const IconChecklist = withAppDefaults(IconListCheck);

// Workspaces, teams, members and access states.
export const IconWorkspace = withAppDefaults(IconStack2);
export const IconBuilding = withAppDefaults(TablerBuilding);
export const IconUsers = withAppDefaults(TablerUsers);
export const IconUserPlus = withAppDefaults(TablerUserPlus);
export const IconLock = withAppDefaults(TablerLock);
export const IconAlert = withAppDefaults(IconAlertCircle);
export const IconSearchOff = withAppDefaults(IconZoomCancel);

// Feedback: strengths and things to work on, requests, answers, comments, live refresh.
export const IconThumbUp = withAppDefaults(TablerThumbUp);
export const IconTrendingUp = withAppDefaults(TablerTrendingUp);
export const IconRequest = withAppDefaults(IconMessageQuestion);
export const IconRespond = withAppDefaults(IconArrowBackUp);
export const IconReject = withAppDefaults(IconBan);
export const IconComments = withAppDefaults(IconMessageCircle);
export const IconResend = withAppDefaults(TablerRepeat);
export const IconRefresh = withAppDefaults(TablerRefresh);

// Assistant: the history panel and the jump to the latest message.
export const IconHistory = withAppDefaults(TablerHistory);
export const IconArrowDown = withAppDefaults(TablerArrowDown);
export const IconUndo = withAppDefaults(IconArrowBackUp);
