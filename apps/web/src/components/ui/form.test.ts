// @vitest-environment jsdom
// Written without JSX so the web project's `*.test.ts` pattern and node transform pick it up as it is.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';
import { releaseToasts } from '../../lib/toast.ts';
import { Form, FormField, useZodForm } from './form.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// No Toaster is mounted here: toasts go straight to (the mocked) sonner, as once the app's Toaster listens.
releaseToasts();

const Schema = z.object({ naam: z.string().trim().min(1, 'Naam is verplicht') });

function NameForm({ onSubmit, onInvalid }: { onSubmit(values: z.output<typeof Schema>): Promise<void>; onInvalid?(): void }) {
  const form = useZodForm(Schema, { naam: '' });
  type Values = z.output<typeof Schema>;
  return createElement(Form<Values, Values>, {
    form,
    onSubmit,
    ...(onInvalid ? { onInvalid } : {}),
    'aria-label': 'Test',
    children: createElement(FormField, { name: 'naam', label: 'Naam' }),
  });
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.mocked(toast.error).mockClear();
});

const input = () => container.querySelector('input') as HTMLInputElement;
const alertText = () => container.querySelector('[role="alert"]')?.textContent;

async function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const apiError = (issues: Array<{ path: string[]; message: string }>) =>
  new ApiRequestError(422, { code: 'VALIDATION_ERROR', message: 'Ongeldige invoer', issues, requestId: 'r' });

describe('Form', () => {
  it('shows the schema’s Dutch message under its field and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    await act(async () => root.render(createElement(NameForm, { onSubmit })));
    await submit();
    await vi.waitFor(() => expect(alertText()).toBe('Naam is verplicht'));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('label')?.textContent).toBe('Naam');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells onInvalid when the schema rejects the values', async () => {
    const onInvalid = vi.fn();
    await act(async () => root.render(createElement(NameForm, { onSubmit: async () => {}, onInvalid })));
    await submit();
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    await type('Kush');
    await submit();
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it('puts a server issue on its field, with no toast', async () => {
    const onSubmit = vi.fn(async () => {
      throw apiError([{ path: ['naam'], message: 'Deze naam bestaat al' }]);
    });
    await act(async () => root.render(createElement(NameForm, { onSubmit })));
    await type('Kush');
    await submit();
    await vi.waitFor(() => expect(alertText()).toBe('Deze naam bestaat al'));
    expect(onSubmit).toHaveBeenCalledWith({ naam: 'Kush' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a server error without a matching field as a toast', async () => {
    const onSubmit = vi.fn(async () => {
      throw apiError([{ path: ['elders'], message: 'Niet hier' }]);
    });
    await act(async () => root.render(createElement(NameForm, { onSubmit })));
    await type('Kush');
    await submit();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Ongeldige invoer'));
    expect(alertText()).toBeUndefined();
  });
});
