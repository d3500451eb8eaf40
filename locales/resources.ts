import { catalogue as en } from "./catalogue-en";
import { catalogue as nl } from "./catalogue-nl";
import enApiErrors from "./en/api-errors.json";
import enDataExport from "./en/data-export.json";
import enFeeds from "./en/feeds.json";
import enActivity from "./en/lazy/activity.json";
import enAnalytics from "./en/lazy/analytics.json";
import enBlocks from "./en/lazy/blocks.json";
import enContact from "./en/lazy/contact.json";
import enContent from "./en/lazy/content.json";
import enConversations from "./en/lazy/conversations.json";
import enDashboard from "./en/lazy/dashboard.json";
import enDataViewer from "./en/lazy/data-viewer.json";
import enDevPages from "./en/lazy/dev-pages.json";
import enDevelopers from "./en/lazy/developers.json";
import enEmbed from "./en/lazy/embed.json";
import enFormAnswers from "./en/lazy/form-answers.json";
import enForms from "./en/lazy/forms.json";
import enGuidedChoice from "./en/lazy/guided-choice.json";
import enIdentity from "./en/lazy/identity.json";
import enImports from "./en/lazy/imports.json";
import enMailDeliveries from "./en/lazy/mail-deliveries.json";
import enMatchFollowups from "./en/lazy/match-followups.json";
import enNotificationTemplates from "./en/lazy/notification-templates.json";
import enNotifications from "./en/lazy/notifications.json";
import enPlatform from "./en/lazy/platform.json";
import enProfile from "./en/lazy/profile.json";
import enSavedVacancies from "./en/lazy/saved-vacancies.json";
import enSettings from "./en/lazy/settings.json";
import enSocialMap from "./en/lazy/social-map.json";
import enSortable from "./en/lazy/sortable.json";
import enTest from "./en/lazy/test.json";
import enVacancyAdmin from "./en/lazy/vacancy-admin.json";
import enVacancyMap from "./en/lazy/vacancy-map.json";
import enVolunteerProfiles from "./en/lazy/volunteer-profiles.json";
import enWorkshops from "./en/lazy/workshops.json";
import enMail from "./en/mail.json";
import enMailTemplates from "./en/mail-templates.json";
import type { TextLocale } from "./languages";
import nlApiErrors from "./nl/api-errors.json";
import nlDataExport from "./nl/data-export.json";
import nlFeeds from "./nl/feeds.json";
import nlActivity from "./nl/lazy/activity.json";
import nlAnalytics from "./nl/lazy/analytics.json";
import nlBlocks from "./nl/lazy/blocks.json";
import nlContact from "./nl/lazy/contact.json";
import nlContent from "./nl/lazy/content.json";
import nlConversations from "./nl/lazy/conversations.json";
import nlDashboard from "./nl/lazy/dashboard.json";
import nlDataViewer from "./nl/lazy/data-viewer.json";
import nlDevPages from "./nl/lazy/dev-pages.json";
import nlDevelopers from "./nl/lazy/developers.json";
import nlEmbed from "./nl/lazy/embed.json";
import nlFormAnswers from "./nl/lazy/form-answers.json";
import nlForms from "./nl/lazy/forms.json";
import nlGuidedChoice from "./nl/lazy/guided-choice.json";
import nlIdentity from "./nl/lazy/identity.json";
import nlImports from "./nl/lazy/imports.json";
import nlMailDeliveries from "./nl/lazy/mail-deliveries.json";
import nlMatchFollowups from "./nl/lazy/match-followups.json";
import nlNotificationTemplates from "./nl/lazy/notification-templates.json";
import nlNotifications from "./nl/lazy/notifications.json";
import nlPlatform from "./nl/lazy/platform.json";
import nlProfile from "./nl/lazy/profile.json";
import nlSavedVacancies from "./nl/lazy/saved-vacancies.json";
import nlSettings from "./nl/lazy/settings.json";
import nlSocialMap from "./nl/lazy/social-map.json";
import nlSortable from "./nl/lazy/sortable.json";
import nlTest from "./nl/lazy/test.json";
import nlVacancyAdmin from "./nl/lazy/vacancy-admin.json";
import nlVacancyMap from "./nl/lazy/vacancy-map.json";
import nlVolunteerProfiles from "./nl/lazy/volunteer-profiles.json";
import nlWorkshops from "./nl/lazy/workshops.json";
import nlMail from "./nl/mail.json";
import nlMailTemplates from "./nl/mail-templates.json";

/**
 * Every text, for the server: the browser's catalogue, the mails, the API's error messages, the feeds and a person's data
 * export (server only), and the
 * back-office namespaces the browser loads with their screens (lazy/, app/lib/texts/).
 */
export const resources = {
  nl: {
    ...nl,
    mail: nlMail,
    "mail-templates": nlMailTemplates,
    "api-errors": nlApiErrors,
    feeds: nlFeeds,
    "data-export": nlDataExport,
    activity: nlActivity,
    blocks: nlBlocks,
    contact: nlContact,
    conversations: nlConversations,
    content: nlContent,
    dashboard: nlDashboard,
    analytics: nlAnalytics,
    "data-viewer": nlDataViewer,
    "dev-pages": nlDevPages,
    forms: nlForms,
    "form-answers": nlFormAnswers,
    identity: nlIdentity,
    imports: nlImports,
    "mail-deliveries": nlMailDeliveries,
    notifications: nlNotifications,
    "notification-templates": nlNotificationTemplates,
    platform: nlPlatform,
    profile: nlProfile,
    "guided-choice": nlGuidedChoice,
    "match-followups": nlMatchFollowups,
    "saved-vacancies": nlSavedVacancies,
    settings: nlSettings,
    "social-map": nlSocialMap,
    developers: nlDevelopers,
    embed: nlEmbed,
    "vacancy-map": nlVacancyMap,
    sortable: nlSortable,
    test: nlTest,
    "vacancy-admin": nlVacancyAdmin,
    "volunteer-profiles": nlVolunteerProfiles,
    workshops: nlWorkshops,
  },
  en: {
    ...en,
    mail: enMail,
    "mail-templates": enMailTemplates,
    "api-errors": enApiErrors,
    feeds: enFeeds,
    "data-export": enDataExport,
    activity: enActivity,
    blocks: enBlocks,
    contact: enContact,
    conversations: enConversations,
    content: enContent,
    dashboard: enDashboard,
    analytics: enAnalytics,
    "data-viewer": enDataViewer,
    "dev-pages": enDevPages,
    forms: enForms,
    "form-answers": enFormAnswers,
    identity: enIdentity,
    imports: enImports,
    "mail-deliveries": enMailDeliveries,
    notifications: enNotifications,
    "notification-templates": enNotificationTemplates,
    platform: enPlatform,
    profile: enProfile,
    "guided-choice": enGuidedChoice,
    "match-followups": enMatchFollowups,
    "saved-vacancies": enSavedVacancies,
    settings: enSettings,
    "social-map": enSocialMap,
    developers: enDevelopers,
    embed: enEmbed,
    "vacancy-map": enVacancyMap,
    sortable: enSortable,
    test: enTest,
    "vacancy-admin": enVacancyAdmin,
    "volunteer-profiles": enVolunteerProfiles,
    workshops: enWorkshops,
  },
} as const satisfies Record<TextLocale, unknown>;

export const NAMESPACES = Object.keys(resources.nl) as (keyof (typeof resources)["nl"])[];
