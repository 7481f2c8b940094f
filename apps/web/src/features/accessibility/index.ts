export { AccessibilityProvider, useAccessibility } from './accessibility-provider.tsx';
export { AccessibilitySettingsForm } from './accessibility-settings-form.tsx';
export { AccessibilityMenu } from './accessibility-trigger.tsx';
export { FocusOnNavigate, focusMain } from './focus-on-navigate.tsx';
export { RouteAnnouncer } from './route-announcer.tsx';
