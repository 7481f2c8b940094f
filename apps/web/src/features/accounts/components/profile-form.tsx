import { zodResolver } from '@hookform/resolvers/zod';
import { type Me, ProfileUpdateSchema } from '@platform/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarUpload } from './avatar-upload.tsx';

const FIELDS = ['firstName', 'lastName', 'username'] as const;

/** Names and username, with the spec's messages (section 8) in the UI language. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: {
      firstName: me.profile.firstName ?? '',
      lastName: me.profile.lastName ?? '',
      username: me.profile.username,
    },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast.success(t('profile.updated'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        toast.error(t('profile.notAuthenticated'));
        return;
      }
      const fields = apiFieldErrors(error);
      for (const name of FIELDS) if (fields[name]) form.setError(name, { message: fields[name] });
      toast.error(t('profile.updateFailed', { reason: (error as Error).message }));
    }
  });

  const errors = form.formState.errors;
  return (
    <div className="flex flex-col gap-6">
      <AvatarUpload me={me} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('profile.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <Field
            label={t('profile.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <Field
          label={t('profile.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <div>
          <SubmitButton pending={update.isPending}>{t('profile.save')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
