import { UpdateProfileSchema, type User } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useUpdateProfile } from '../api/update-profile';

/** The account's name; the e-mail address is not changed here. */
export function ProfileForm({ user }: { user: User }) {
  const form = useContractForm(UpdateProfileSchema, { defaultValues: { name: user.name } });
  const { mutateAsync, isPending } = useUpdateProfile();
  const onSubmit = submitHandler(form, ['name'], async (values) => {
    const { user: saved } = await mutateAsync(values);
    form.reset({ name: saved.name });
  });

  return (
    <form
      className="grid gap-4"
      aria-labelledby="profile-name-heading"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h2 id="profile-name-heading" className="text-lg font-semibold">
        Profile
      </h2>
      <FormField
        id="profile-name"
        label="Name"
        autoComplete="name"
        placeholder="Enter your name..."
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={isPending}>
        Save name
      </Button>
    </form>
  );
}
