import { COMPLIANCE, type CompiledGuidelines, type ComplianceResult, checkCompliance, compileGuidelines } from '@platform/core';
import { useEffect, useMemo, useState } from 'react';
import { useActiveGuidelines } from '../api/get-active-guidelines.ts';

/** The active guidelines compiled for the engine; the defaults (with a warning) while they cannot be loaded. */
export function useGuidelines(): { guidelines: CompiledGuidelines; fallback: boolean } {
  const { data, isError } = useActiveGuidelines();
  return useMemo(() => {
    const { guidelines, warnings } = compileGuidelines(data ?? null);
    if (data) for (const warning of warnings) console.warn(warning);
    return { guidelines, fallback: isError };
  }, [data, isError]);
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The live preflight: checks the text 300 ms after the last keystroke. */
export function useDebouncedCompliance(text: string, guidelines: CompiledGuidelines): ComplianceResult {
  const debounced = useDebounced(text, COMPLIANCE.preflightDebounceMs);
  return useMemo(() => checkCompliance(debounced, guidelines), [debounced, guidelines]);
}
