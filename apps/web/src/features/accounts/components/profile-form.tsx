import { type Me, ProfileUpdateSchema } from '@platform/core';
import { applyServerErrors, Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useAccountsTexts } from '../texts.ts';
import { AvatarUpload } from './avatar-upload.tsx';

/** Names and username, with the spec's messages (section 8) in the UI language. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useAccountsTexts();
  const update = useUpdateProfile();
  const form = useZodForm(ProfileUpdateSchema, {
    firstName: me.profile.firstName ?? '',
    lastName: me.profile.lastName ?? '',
    username: me.profile.username,
  });

  // A failure keeps its own wording: "not signed in", or the reason beside the field errors.
  const onServerError = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) {
      toast.error(t('profile.notAuthenticated'));
      return true;
    }
    applyServerErrors(error, form, { toast: false });
    toast.error(t('profile.updateFailed', { reason: errorMessage(error) }));
    return true;
  };

  return (
    <div className="flex flex-col gap-6">
      <AvatarUpload me={me} />
      <Form
        form={form}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          toast.success(t('profile.updated'));
        }}
        onServerError={onServerError}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="firstName" label={t('profile.firstName')} autoComplete="given-name" />
          <FormField name="lastName" label={t('profile.lastName')} autoComplete="family-name" />
        </div>
        <FormField name="username" label={t('profile.username')} autoComplete="username" />
        <div>
          <SubmitButton pending={update.isPending}>{t('profile.save')}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
