import type { AppRouter } from '@app/api/router';
import {
  DEFAULTS,
  formatCommaList,
  parseCommaList,
  TEMPLATE_CATEGORIES,
  TEMPLATE_FILE_TYPES,
  type Template,
  ZTemplateCreateInput,
} from '@app/domain';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { inferRouterInputs } from '@trpc/server';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { absoluteFileUrl, UploadFileButton } from '../campaign-tracking/UploadFileButton.tsx';
import { fileTypeOf } from './template-files.ts';

/** The body of POST /api/templates as the form sends it. */
export type TemplateInput = inferRouterInputs<AppRouter>['templates']['create'];

export type TemplateFormValues = {
  name: string;
  category: string | null;
  description: string;
  fileUrl: string;
  fileName: string;
  fileType: string | null;
  /** Bytes; '' when not known. */
  fileSize: number | string;
  /** Comma-separated. */
  tags: string;
  isActive: boolean;
};

const empty: TemplateFormValues = {
  name: '',
  category: null,
  description: '',
  fileUrl: '',
  fileName: '',
  fileType: null,
  fileSize: '',
  tags: '',
  isActive: DEFAULTS.templateIsActive,
};

function valuesOf(template: Template): TemplateFormValues {
  return {
    name: template.name,
    category: template.category,
    description: template.description ?? '',
    fileUrl: template.fileUrl,
    fileName: template.fileName,
    fileType: template.fileType,
    fileSize: template.fileSize ?? '',
    tags: formatCommaList(template.tags),
    isActive: template.isActive,
  };
}

/** Spec §5: fileSize is an optional number; blank tags are dropped. */
function toTemplateInput(values: TemplateFormValues): TemplateInput {
  return {
    name: values.name,
    category: (values.category ?? '') as TemplateInput['category'],
    description: values.description.trim() === '' ? null : values.description,
    fileUrl: values.fileUrl,
    fileName: values.fileName,
    fileType: (values.fileType ?? '') as TemplateInput['fileType'],
    fileSize: values.fileSize === '' ? null : Number(values.fileSize),
    tags: parseCommaList(values.tags),
    isActive: values.isActive,
  };
}

const resolve = schemaResolver(ZTemplateCreateInput, { sync: true });
const ACCEPT = '.pdf,.docx,.pptx,.xlsx,.html,.htm,.txt';

export function TemplateForm({
  template,
  saving,
  onSubmit,
  onCancel,
}: {
  template?: Template | null;
  saving: boolean;
  onSubmit: (values: TemplateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<TemplateFormValues, TemplateInput>({
    initialValues: template ? valuesOf(template) : empty,
    validate: (values) => resolve(toTemplateInput(values)),
    transformValues: toTemplateInput,
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Category"
            placeholder="Select category"
            withAsterisk
            data={[...TEMPLATE_CATEGORIES]}
            {...form.getInputProps('category')}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <UploadFileButton
          purpose="template"
          accept={ACCEPT}
          label="Upload template file"
          onUploaded={(file) => {
            form.setValues({
              fileUrl: absoluteFileUrl(file.url),
              fileName: file.fileName,
              fileSize: file.size,
              ...(fileTypeOf(file.fileName) ? { fileType: fileTypeOf(file.fileName) } : {}),
              ...(form.getValues().name.trim() ? {} : { name: file.fileName.replace(/\.[^.]+$/, '') }),
            });
          }}
        />
        <TextInput label="File URL" withAsterisk placeholder="https://" {...form.getInputProps('fileUrl')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="File name" withAsterisk {...form.getInputProps('fileName')} />
          <Select
            label="File type"
            placeholder="Select type"
            withAsterisk
            data={[...TEMPLATE_FILE_TYPES]}
            {...form.getInputProps('fileType')}
          />
          <NumberInput label="File size (bytes)" allowDecimal={false} {...form.getInputProps('fileSize')} />
        </SimpleGrid>
        <TextInput label="Tags" description="Separate tags with commas" {...form.getInputProps('tags')} />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {template ? 'Save Changes' : 'Add Template'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
