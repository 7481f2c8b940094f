import { type FormHTMLAttributes, type ReactNode, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';
import i18n from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { Checkbox } from './checkbox.tsx';
import { Field, SelectField, TextareaField } from './field.tsx';

/*
 * The one form of the app: react-hook-form validated by a core Zod schema, each field showing
 * its own Dutch message, and one way for a server's issues to reach those same fields.
 */

// The schema's input is what the fields hold; its output is what onSubmit receives (after transforms).
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A schema, or a loader of one: a page whose form is its main content keeps zod out of its first load (ADR 082). */
export type SchemaSource<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

const resolvers = new WeakMap<object, Promise<Resolver<FieldValues, unknown, FieldValues>>>();

/** The schema's resolver, built once per schema or loader (loaders are module-level constants). */
function resolverFor(source: SchemaSource<FormSchema>): Promise<Resolver<FieldValues, unknown, FieldValues>> {
  let resolver = resolvers.get(source);
  if (!resolver) {
    const schema = typeof source === 'function' ? source() : Promise.resolve(source);
    resolver = Promise.all([schema, import('./zod-resolver.ts')]).then(([loaded, { zodResolver }]) => zodResolver(loaded));
    // A load that failed (offline) is tried again at the next check, not remembered.
    resolver.catch(() => resolvers.delete(source));
    resolvers.set(source, resolver);
  }
  return resolver;
}

/** Starts loading after the page has settled, so the first check of a form rarely waits for the code. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/** A react-hook-form whose values are checked by `schema` before submit. */
export function useZodForm<Schema extends FormSchema>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  // Ahead of the first check; a failure here is reported when the form is checked.
  useEffect(() => whenIdle(() => void resolverFor(schema).catch(() => undefined)), [schema]);
  // The core schemas speak Dutch; in English the same catalogue the API answers with translates them (ADR 018). The
  // catalogue is its own chunk, fetched only by someone who reads English (ADR 064): Dutch pages never carry it.
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (...args) => {
    let resolve: Resolver<z.input<Schema>, unknown, z.output<Schema>>;
    try {
      resolve = (await resolverFor(schema)) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
    } catch {
      // The checking code could not load (offline): nothing is sent, and the person is told why.
      const message = i18n.t('errors.network');
      toast.error(message);
      return { values: {}, errors: { root: { type: 'load', message } } as FieldErrors<z.input<Schema>> };
    }
    const result = await resolve(...args);
    if (i18n.language?.startsWith('en')) {
      const { toEnglish } = await import('@platform/core/messages-en');
      translateMessages(result.errors, toEnglish);
    }
    return result;
  };
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, defaultValues });
}

function translateMessages(node: unknown, toEnglish: (message: string) => string): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string') record.message = toEnglish(record.message);
  for (const [key, child] of Object.entries(record)) {
    if (key !== 'ref' && key !== 'message') translateMessages(child, toEnglish);
  }
}

/**
 * The message for `name`: its own error, or for a group (an array or record of fields) the
 * group's or its first child's, so "prijzen.1g" shows under the prices as a whole.
 */
export function fieldErrorMessage(errors: FieldErrors, name: string): string | undefined {
  const found: unknown = get(errors, name);
  return firstMessage(found);
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'ref' || key === 'types') continue;
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}

/**
 * Puts a failed request's issues on the form's fields (by full path, else by the first path
 * segment) and shows whatever found no field as a toast: the app's one way for server errors.
 * `toast: false` leaves the toast to a caller that words the failure itself. Returns whether
 * any issue found a field.
 */
export function applyServerErrors<T extends FieldValues, Out extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, unknown, Out>,
  options: { toast?: boolean } = {},
): boolean {
  const showToast = options.toast ?? true;
  if (!(error instanceof ApiRequestError)) {
    if (showToast) toast.error(error instanceof Error ? error.message : String(error));
    return false;
  }
  const values = form.getValues();
  let placed = false;
  for (const issue of error.issues) {
    const full = issue.path.map(String).join('.');
    const first = String(issue.path[0] ?? '');
    const target = get(values, full) !== undefined ? full : first in values ? first : null;
    if (target === null) continue;
    form.setError(target as Path<T>, { type: 'server', message: issue.message });
    placed = true;
  }
  if (!placed && showToast) toast.error(error.message);
  return placed;
}

type FormProps<T extends FieldValues, Out extends FieldValues> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> & {
  form: UseFormReturn<T, unknown, Out>;
  onSubmit(values: Out): Promise<unknown> | unknown;
  /** Handles a failure first; return true when it did, or the issues go to the fields. */
  onServerError?(error: unknown): boolean;
  /** Runs when the schema rejects the values, after the fields got their messages. */
  onInvalid?(): void;
  children: ReactNode;
};

/** A <form> wired to `form`: validates, submits, and routes a server's issues to the fields. */
export function Form<T extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  onServerError,
  onInvalid,
  children,
  ...props
}: FormProps<T, Out>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (onServerError?.(error)) return;
      applyServerErrors(error, form);
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      {/* POST, so a form sent before the page's script runs (server HTML, ADR 066) never puts what was typed in
          the address bar, the history or a log; once hydrated, onSubmit handles it. */}
      <form noValidate method="post" {...props} onSubmit={submit}>
        {children}
      </form>
    </FormProvider>
  );
}

type Named = { name: string };

/** A labelled input registered under `name`, showing that field's error. */
export function FormField({ name, ...props }: Named & Omit<React.ComponentProps<typeof Field>, 'name' | 'error'>) {
  const { register, formState } = useFormContext();
  return <Field {...props} {...register(name)} error={fieldErrorMessage(formState.errors, name)} />;
}

/** A labelled native select registered under `name`. */
export function FormSelect({ name, ...props }: Named & Omit<React.ComponentProps<typeof SelectField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext();
  return <SelectField {...props} {...register(name)} error={fieldErrorMessage(formState.errors, name)} />;
}

/** A labelled text area registered under `name`. */
export function FormTextarea({ name, ...props }: Named & Omit<React.ComponentProps<typeof TextareaField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext();
  return <TextareaField {...props} {...register(name)} error={fieldErrorMessage(formState.errors, name)} />;
}

/** A checkbox registered under `name` (a boolean value). */
export function FormCheckbox({ name, ...props }: Named & Omit<React.ComponentProps<typeof Checkbox>, 'name'>) {
  const { register } = useFormContext();
  return <Checkbox {...props} {...register(name)} />;
}

/** The error of a group of fields (a fieldset), announced when it appears. */
export function FormError({ name }: Named) {
  const { formState } = useFormContext();
  const message = fieldErrorMessage(formState.errors, name);
  return message ? (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  ) : null;
}
