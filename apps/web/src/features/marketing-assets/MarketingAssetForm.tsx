import type { AppRouter } from '@app/api/router';
import {
  ASSET_CATEGORIES,
  ASSET_TYPES,
  DEFAULTS,
  formatCommaList,
  type MarketingAsset,
  parseCommaList,
  ZMarketingAssetCreateInput,
} from '@app/domain';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { inferRouterInputs } from '@trpc/server';
import { useDialogForm } from '../../lib/dialog-form.ts';

/** The body of POST /api/marketing-assets as the form sends it. */
export type MarketingAssetInput = inferRouterInputs<AppRouter>['marketingAssets']['create'];

export type MarketingAssetFormValues = {
  name: string;
  type: string | null;
  category: string | null;
  description: string;
  fileUrl: string;
  hexColor: string;
  fontFamily: string;
  fontSize: string;
  dimensions: string;
  fileSize: string;
  format: string;
  /** Comma-separated. */
  tags: string;
  isActive: boolean;
  usageNotes: string;
};

const empty: MarketingAssetFormValues = {
  name: '',
  type: DEFAULTS.marketingAssetType,
  category: DEFAULTS.marketingAssetCategory,
  description: '',
  fileUrl: '',
  hexColor: '',
  fontFamily: '',
  fontSize: '',
  dimensions: '',
  fileSize: '',
  format: '',
  tags: '',
  isActive: DEFAULTS.marketingAssetIsActive,
  usageNotes: '',
};

function valuesOf(asset: MarketingAsset): MarketingAssetFormValues {
  return {
    name: asset.name,
    type: asset.type,
    category: asset.category,
    description: asset.description ?? '',
    fileUrl: asset.fileUrl ?? '',
    hexColor: asset.hexColor ?? '',
    fontFamily: asset.fontFamily ?? '',
    fontSize: asset.fontSize ?? '',
    dimensions: asset.dimensions ?? '',
    fileSize: asset.fileSize ?? '',
    format: asset.format ?? '',
    tags: formatCommaList(asset.tags),
    isActive: asset.isActive,
    usageNotes: asset.usageNotes ?? '',
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Spec §3/§5: empty optional values are sent as null, tags split on commas and null when empty. */
function toMarketingAssetInput(values: MarketingAssetFormValues): MarketingAssetInput {
  const tags = parseCommaList(values.tags);
  return {
    name: values.name,
    type: (values.type ?? null) as MarketingAssetInput['type'],
    category: (values.category ?? null) as MarketingAssetInput['category'],
    description: blankToNull(values.description),
    fileUrl: blankToNull(values.fileUrl),
    hexColor: blankToNull(values.hexColor),
    fontFamily: blankToNull(values.fontFamily),
    fontSize: blankToNull(values.fontSize),
    dimensions: blankToNull(values.dimensions),
    fileSize: blankToNull(values.fileSize),
    format: blankToNull(values.format),
    tags: tags.length > 0 ? tags : null,
    isActive: values.isActive,
    usageNotes: blankToNull(values.usageNotes),
  };
}

const resolve = schemaResolver(ZMarketingAssetCreateInput, { sync: true });

export function MarketingAssetForm({
  asset,
  saving,
  onSubmit,
  onCancel,
}: {
  asset?: MarketingAsset | null;
  saving: boolean;
  onSubmit: (values: MarketingAssetInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<MarketingAssetFormValues, MarketingAssetInput>({
    initialValues: asset ? valuesOf(asset) : empty,
    validate: (values) => resolve(toMarketingAssetInput(values)),
    transformValues: toMarketingAssetInput,
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Type"
            withAsterisk
            clearable
            data={[...ASSET_TYPES]}
            {...form.getInputProps('type')}
          />
          <Select
            label="Category"
            withAsterisk
            clearable
            data={[...ASSET_CATEGORIES]}
            {...form.getInputProps('category')}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <TextInput label="File URL" placeholder="https://" {...form.getInputProps('fileUrl')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Hex color" placeholder="#7048e8" {...form.getInputProps('hexColor')} />
          <TextInput label="Font family" {...form.getInputProps('fontFamily')} />
          <TextInput label="Font size" {...form.getInputProps('fontSize')} />
          <TextInput label="Dimensions" placeholder="1200x630" {...form.getInputProps('dimensions')} />
          <TextInput label="File size" placeholder="2.4 MB" {...form.getInputProps('fileSize')} />
          <TextInput label="Format" placeholder="SVG" {...form.getInputProps('format')} />
        </SimpleGrid>
        <TextInput label="Tags" description="Separate tags with commas" {...form.getInputProps('tags')} />
        <Textarea label="Usage notes" autosize minRows={2} {...form.getInputProps('usageNotes')} />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {asset ? 'Save Changes' : 'Add Asset'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
