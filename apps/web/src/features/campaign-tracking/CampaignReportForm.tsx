import {
  DOCUMENT_ACCEPT_EXTENSIONS,
  REPORT_TYPES,
  type CampaignReportForm as Report,
  type ReportType,
  ZCampaignReportForm,
} from '@app/domain';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useDialogForm } from '../../lib/dialog-form.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { absoluteFileUrl, UploadFileButton } from './UploadFileButton.tsx';

export type CampaignReportFormValues = {
  title: string;
  description: string;
  reportType: ReportType;
  fileUrl: string;
};

/** The 'Upload Campaign Report' dialog's form: a link to the report, or a real file uploaded here. */
export function CampaignReportForm({
  saving,
  onSubmit,
  onCancel,
}: {
  saving: boolean;
  onSubmit: (report: Report, uploaded: UploadedFile | null) => void;
  onCancel: () => void;
}) {
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const form = useForm<CampaignReportFormValues, Report>({
    initialValues: { title: '', description: '', reportType: 'monthly', fileUrl: '' },
    validate: schemaResolver(ZCampaignReportForm, { sync: true }),
    transformValues: (values) => ZCampaignReportForm.parse(values),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit((report) => onSubmit(report, uploaded))} noValidate>
      <Stack>
        <TextInput label="Report title" withAsterisk {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          placeholder="Defaults to '{report type} report for {campaign}'"
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Select
          label="Report type"
          data={[...REPORT_TYPES]}
          allowDeselect={false}
          {...form.getInputProps('reportType')}
        />
        <TextInput label="File URL" withAsterisk placeholder="https://" {...form.getInputProps('fileUrl')} />
        <UploadFileButton
          purpose="report"
          accept={DOCUMENT_ACCEPT_EXTENSIONS.join(',')}
          label="Choose report file"
          onUploaded={(file) => {
            setUploaded(file);
            form.setFieldValue('fileUrl', absoluteFileUrl(file.url));
            if (!form.getValues().title.trim()) form.setFieldValue('title', file.fileName);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Upload Report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
