import { User } from 'lucide-react';
import { buttonClass } from '../components/ui/button.tsx';

/** The header menus' triggers, shared by the stand-ins (header-triggers.tsx) and the loaded menus. */
export const MOBILE_NAV_TRIGGER = buttonClass('ghost', 'px-1.5! sm:px-2! xl:hidden');
export const USER_MENU_TRIGGER = buttonClass('secondary');

/** What the user menu's trigger shows: an icon and, from small screens up, the user's name. */
export function UserMenuLabel({ displayName }: { displayName: string }) {
  return (
    <>
      <User className="h-4 w-4" aria-hidden="true" />
      <span className="hidden sm:inline">{displayName}</span>
    </>
  );
}
