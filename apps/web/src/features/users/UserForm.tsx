import { USER_ROLES, type User, ZUserEditForm, ZUserForm } from '@app/domain';
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type UserFormValues = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: (typeof USER_ROLES)[number];
  department: string;
  jobTitle: string;
  isActive: boolean;
  password: string;
  confirmPassword: string;
};

export function UserForm({
  user,
  saving,
  onSubmit,
  onCancel,
}: {
  user?: User | null;
  saving: boolean;
  onSubmit: (values: Omit<UserFormValues, 'confirmPassword'>) => void;
  onCancel: () => void;
}) {
  const form = useForm<UserFormValues>({
    initialValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      role: user?.role ?? 'user',
      department: user?.department ?? '',
      jobTitle: user?.jobTitle ?? '',
      isActive: user?.isActive ?? true,
      password: '',
      confirmPassword: '',
    },
    // Spec §5: confirmPassword is required and must match; editing with a blank password keeps the old one.
    validate: schemaResolver(user ? ZUserEditForm : ZUserForm, { sync: true }),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(({ confirmPassword: _never, ...values }) => onSubmit(values))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Username" withAsterisk {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="First name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" {...form.getInputProps('lastName')} />
          <Select label="Role" data={[...USER_ROLES]} allowDeselect={false} {...form.getInputProps('role')} />
          <TextInput label="Department" {...form.getInputProps('department')} />
          <TextInput label="Job title" {...form.getInputProps('jobTitle')} />
          <Switch label="Active" mt="lg" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <PasswordInput
            label="Password"
            withAsterisk={!user}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {user ? 'Save Changes' : 'Create User'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
