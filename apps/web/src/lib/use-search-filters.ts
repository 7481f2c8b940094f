import { useSearchParams } from 'react-router';

/** Filters kept in the URL (shareable, kept on back): read them, and set one (empty removes it) without a new history entry. */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { params, set };
}
