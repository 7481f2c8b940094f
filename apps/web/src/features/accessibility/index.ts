export { AccessibilityProvider, useAccessibility } from './accessibility-provider.tsx';
export { AccessibilitySettingsForm } from './accessibility-settings-form.tsx';
export { AccessibilityMenu } from './accessibility-trigger.tsx';
export { RouteAnnouncer } from './route-announcer.tsx';
