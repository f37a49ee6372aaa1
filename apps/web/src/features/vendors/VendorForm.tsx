import {
  DEFAULTS,
  formatCommaList,
  parseCommaList,
  VENDOR_CATEGORIES,
  VENDOR_PRICE_RANGES,
  VENDOR_RATING_MAX,
  VENDOR_STATUSES,
  type Vendor,
  type VendorCategory,
  type VendorPriceRange,
  type VendorStatus,
  ZVendorCreateInput,
} from '@app/domain';
import {
  Button,
  Group,
  Input,
  Rating,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type VendorFormValues = {
  name: string;
  category: VendorCategory;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  website: string;
  specialtiesText: string;
  rating: number;
  priceRange: VendorPriceRange;
  status: VendorStatus;
  isPreferred: boolean;
  notes: string;
};

export type VendorSubmit = Omit<VendorFormValues, 'specialtiesText'> & { specialties: string[] };

const empty: VendorFormValues = {
  name: '',
  category: DEFAULTS.vendorCategory,
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  address: '',
  website: '',
  specialtiesText: '',
  rating: DEFAULTS.vendorRating,
  priceRange: DEFAULTS.vendorPriceRange,
  status: DEFAULTS.vendorStatus,
  isPreferred: DEFAULTS.vendorIsPreferred,
  notes: '',
};

function fromVendor(v: Vendor): VendorFormValues {
  return {
    name: v.name,
    category: v.category,
    contactName: v.contactName,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone ?? '',
    address: v.address ?? '',
    website: v.website ?? '',
    specialtiesText: formatCommaList(v.specialties),
    rating: v.rating,
    priceRange: v.priceRange,
    status: v.status,
    isPreferred: v.isPreferred,
    notes: v.notes ?? '',
  };
}

export function VendorForm({
  vendor,
  saving,
  onSubmit,
  onCancel,
}: {
  vendor?: Vendor | null;
  saving: boolean;
  onSubmit: (values: VendorSubmit) => void;
  onCancel: () => void;
}) {
  const form = useForm<VendorFormValues>({
    initialValues: vendor ? fromVendor(vendor) : empty,
    validate: schemaResolver(ZVendorCreateInput, { sync: true }),
  });
  useDialogForm(form);
  const submit = ({ specialtiesText, ...rest }: VendorFormValues) =>
    onSubmit({ ...rest, specialties: parseCommaList(specialtiesText) });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Category"
            data={[...VENDOR_CATEGORIES]}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <TextInput label="Contact name" withAsterisk {...form.getInputProps('contactName')} />
          <TextInput
            label="Contact email"
            type="email"
            withAsterisk
            {...form.getInputProps('contactEmail')}
          />
          <TextInput label="Contact phone" {...form.getInputProps('contactPhone')} />
          <TextInput label="Website" type="url" {...form.getInputProps('website')} />
          <Select
            label="Price range"
            data={[...VENDOR_PRICE_RANGES]}
            allowDeselect={false}
            {...form.getInputProps('priceRange')}
          />
          <Select
            label="Status"
            data={[...VENDOR_STATUSES]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={1} {...form.getInputProps('address')} />
        <TextInput
          label="Specialties"
          description="Separate specialties with commas"
          {...form.getInputProps('specialtiesText')}
        />
        <Group align="flex-end" justify="space-between">
          <Input.Wrapper label="Rating" labelElement="div" error={form.errors.rating}>
            <div role="radiogroup" aria-label="Rating">
              <Rating count={VENDOR_RATING_MAX} {...form.getInputProps('rating')} />
            </div>
          </Input.Wrapper>
          <Switch label="Preferred vendor" {...form.getInputProps('isPreferred', { type: 'checkbox' })} />
        </Group>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {vendor ? 'Save Changes' : 'Add Vendor'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
