import { buttonClass } from '../../components/ui/button.tsx';

/** The header's accessibility button, the same before (stand-in) and after its popover loads. */
export const ACCESSIBILITY_TRIGGER = buttonClass('ghost', 'px-1.5! sm:px-2!');
