import { useEffect, useRef } from 'react';
import { useAuth } from '../../auth/index.ts';
import { restartConversation } from './assistant-store.ts';

/**
 * A conversation belongs to who started it: after signing in, out or as someone else, the panel starts
 * a new one instead of writing to a thread the new person cannot open.
 */
export function useResetOnAccountChange() {
  const { me, loading } = useAuth();
  // While the session is still being read, nobody has changed yet.
  const userId = loading ? undefined : (me?.user.id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current === undefined || previous.current === userId) {
      previous.current = userId;
      return;
    }
    previous.current = userId;
    restartConversation();
  }, [userId]);
}
