export { AccessibilityMenu } from './accessibility-menu.tsx';
export { AccessibilityProvider, useAccessibility } from './accessibility-provider.tsx';
export { AccessibilitySettingsForm } from './accessibility-settings-form.tsx';
export { RouteAnnouncer } from './route-announcer.tsx';
