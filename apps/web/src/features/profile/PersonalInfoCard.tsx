import { MESSAGES, type User, ZProfileUpdateInput } from '@app/domain';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useUnloadGuard } from '../../lib/dialog-form.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ImageUploadButton } from './ImageUploadButton.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'department', 'jobTitle', 'bio'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export function PersonalInfoCard({ user }: { user: User }) {
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, user[f] ?? ''])) as Values,
    validate: schemaResolver(ZProfileUpdateInput, { sync: true }),
  });
  // Closing or reloading the tab with unsaved typing asks first.
  useUnloadGuard(form.isDirty(), () => form.isDirty());
  const refresh = () =>
    Promise.all([
      utils.users.me.invalidate(),
      utils.users.byId.invalidate({ id: user.id }),
      utils.auth.session.invalidate(),
    ]);
  const save = trpc.users.update.useMutation({
    onSuccess: async () => {
      toastSuccess('Profile updated successfully');
      await refresh();
    },
    onError: () => toastError(MESSAGES.profile.updateFailed, MESSAGES.profile.updateFailedTitle),
  });
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        Personal Information
      </Title>
      <Group mb="md">
        <Avatar src={user.profileImage} size={64} radius="xl" alt="Profile picture" />
        <ImageUploadButton
          label="Change picture"
          onUploaded={(file) => save.mutate({ id: user.id, profileImage: file.url, version: user.version })}
        />
      </Group>
      <form
        onSubmit={form.onSubmit((values) => save.mutate({ ...values, id: user.id, version: user.version }))}
        noValidate
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" {...form.getInputProps('lastName')} />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TextInput label="Phone" {...form.getInputProps('phone')} />
            <TextInput label="Department" {...form.getInputProps('department')} />
            <TextInput label="Job title" {...form.getInputProps('jobTitle')} />
          </SimpleGrid>
          <Textarea label="Bio" rows={3} resize="vertical" {...form.getInputProps('bio')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save Profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
