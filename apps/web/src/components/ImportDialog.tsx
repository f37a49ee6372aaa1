import '@mantine/dropzone/styles.css';
import {
  countNoun,
  formatFileSize,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_TEXTS,
  type ImportResourcePath,
  type ImportResult,
} from '@app/domain';
import { Alert, Button, Group, Progress, Select, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useGuardedClose } from '../lib/dialog-form.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { toastSuccess } from '../lib/toast.ts';
import { trpc } from '../lib/trpc.ts';
import { sendFile, UploadCancelled, UploadRefused } from '../lib/upload.ts';
import { GuardedModal } from './GuardedModal.tsx';
import { ImportErrorList } from './ImportErrorList.tsx';
import { UploadProgress } from './UploadProgress.tsx';

/** What a CSV may be announced as: browsers give .csv files any of these types (Windows: Excel's). */
const CSV_ACCEPT = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
};
/** The value of "Skip this column" in a mapping select; sent as '' (the server's "leave it out"). */
const SKIP = '__skip__';
const PASTED_NAME = 'pasted.csv';

type Stage = { step: 'upload'; fraction: number } | { step: 'server' };
type Step = 'choose' | 'map' | 'report';

/** What the server answered when it refused: its message, and the report when it sent one (a 400). */
function refusalOf(error: unknown): { message: string; report: ImportResult | null } {
  if (error instanceof UploadRefused) {
    const body = error.body as Partial<ImportResult> | null;
    const report =
      body && typeof body.create === 'number' && Array.isArray(body.errors) ? (body as ImportResult) : null;
    return { message: error.message, report };
  }
  return { message: error instanceof Error ? error.message : String(error), report: null };
}

/** The lists a confirmed import changes, refreshed after it (with what the resource's screen refreshes). */
function useRefreshAfterImport(path: ImportResourcePath) {
  const utils = trpc.useUtils();
  return () => {
    switch (path) {
      case 'clients':
        return Promise.all([utils.clients.invalidate(), utils.dashboard.stats.invalidate()]);
      case 'inventory':
        return utils.inventory.invalidate();
      case 'vendors':
        return utils.vendors.invalidate();
      case 'financial-records':
        // Records move client revenue, event profit and the dashboard's figures.
        return Promise.all([
          utils.financialRecords.invalidate(),
          utils.dashboard.invalidate(),
          utils.clients.invalidate(),
          utils.events.invalidate(),
        ]);
    }
  };
}

/** A bar without a value: the server is at work and cannot say how far it has got. */
function Working({ label }: { label: string }) {
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" role="progressbar" aria-label={label} aria-busy>
        <Progress.Section value={100} animated withAria={false} />
      </Progress.Root>
      <Text fz="xs" c="dimmed" aria-hidden>
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The import dialog for a list screen: (1) a CSV file dropped or chosen, or its text pasted,
 * sent as a dry run with the upload's progress, then "Checking…" until the server answers; (2) when
 * some columns match no field, a select per column (a field, or skip it) and the dry run again with
 * that mapping; (3) the report: rows to create and to update, the refused rows (every problem of
 * each line at once: column and message), and "Import N rows" when none is refused. The first step
 * offers the import's template (its header row) to download. The confirmed import carries one
 * Idempotency-Key per report reached, so a double click or a retry imports once. A refusal (the
 * report's 400, 413, 409, 422, no network) is shown here in the server's words; what was picked stays.
 */
export function ImportDialog({
  path,
  opened,
  onClose,
}: {
  path: ImportResourcePath;
  opened: boolean;
  onClose: () => void;
}) {
  const resource = IMPORT_COLUMNS[path];
  const refresh = useRefreshAfterImport(path);
  const guard = useGuardedClose(opened, onClose);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [dropError, setDropError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('choose');
  const [report, setReport] = useState<ImportResult | null>(null);
  /** The columns asked about so far for this file, and the field chosen for each ('' to skip). */
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [stage, setStage] = useState<Stage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Set at once on the first click (state arrives a render later), so a double click sends one import.
  const inFlight = useRef(false);

  const picked = file !== null || text.trim() !== '';
  useEffect(() => guard.channel.setDirty(picked), [guard.channel.setDirty, picked]);
  useEffect(() => () => controller.current?.abort(), []);

  const source = () => file ?? new File([text], PASTED_NAME, { type: 'text/csv' });
  const sourceName = file?.name ?? 'the pasted text';

  /** Another file or text starts over: the columns asked about belonged to the previous one. */
  const changeSource = (next: { file: File | null; text: string }) => {
    setFile(next.file);
    setText(next.text);
    setMapping({});
    setReport(null);
    setError(null);
    setStep('choose');
  };

  const send = async (dryRun: boolean, idempotencyKey?: string): Promise<ImportResult> => {
    controller.current = new AbortController();
    setStage({ step: 'upload', fraction: 0 });
    try {
      return await sendFile<ImportResult>(`/api/imports/${path}?dryRun=${dryRun}`, source(), {
        signal: controller.current.signal,
        onProgress: (fraction) => setStage(fraction < 1 ? { step: 'upload', fraction } : { step: 'server' }),
        fields: { mapping: JSON.stringify(mapping) },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
    } finally {
      controller.current = null;
      setStage(null);
    }
  };

  const check = async () => {
    setError(null);
    try {
      const result = await send(true);
      setReport(result);
      if (result.unknownHeaders.length > 0) {
        setMapping((current) => ({
          ...current,
          ...Object.fromEntries(result.unknownHeaders.map((header) => [header, current[header] ?? ''])),
        }));
        setStep('map');
      } else {
        // The confirm step is reached: one key for every click on Import from here on.
        setConfirmKey(newIdempotencyKey());
        setStep('report');
      }
    } catch (err) {
      if (err instanceof UploadCancelled) return;
      setError(refusalOf(err).message);
    }
  };

  const confirm = async () => {
    if (!confirmKey || inFlight.current) return;
    inFlight.current = true;
    setImporting(true);
    setError(null);
    try {
      const result = await send(false, confirmKey);
      toastSuccess(IMPORT_TEXTS.success(resource.noun, result.create, result.update));
      guard.forget();
      onClose();
      await refresh();
    } catch (err) {
      if (err instanceof UploadCancelled) return;
      const refusal = refusalOf(err);
      if (refusal.report) setReport(refusal.report);
      setError(refusal.message);
    } finally {
      inFlight.current = false;
      setImporting(false);
    }
  };

  const busy = stage !== null;
  const mappedHeaders = Object.keys(mapping);
  // A field already filled by a column the server matched itself is not offered again.
  const matched = new Set(
    (report?.mapping ?? []).filter((c) => c.field && !(c.header in mapping)).map((c) => c.field),
  );
  const fieldOptions = [
    { value: SKIP, label: 'Skip this column' },
    ...resource.fields
      .filter((f) => !matched.has(f.name))
      .map((field) => ({ value: field.name, label: field.label })),
  ];
  const toImport = report ? report.create + report.update : 0;

  return (
    <GuardedModal
      guard={guard}
      opened={opened}
      title={`Import ${resource.noun.many}`}
      size="lg"
      closeOnClickOutside={!importing}
      closeOnEscape={!importing}
      withCloseButton={!importing}
    >
      <Stack>
        {step === 'choose' && (
          <>
            <Dropzone
              onDrop={(files) => {
                setDropError(null);
                const [first] = files;
                if (first) changeSource({ file: first, text: '' });
              }}
              onReject={(rejections) =>
                setDropError(
                  rejections[0]?.errors[0]?.code === 'file-too-large'
                    ? IMPORT_TEXTS.tooLarge
                    : 'Choose a CSV file (.csv or plain text)',
                )
              }
              accept={CSV_ACCEPT}
              maxSize={IMPORT_MAX_BYTES}
              multiple={false}
              disabled={busy}
              inputProps={{ 'aria-label': 'CSV file to import' }}
            >
              <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={36} />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={36} />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconFileSpreadsheet size={36} />
                </Dropzone.Idle>
                <div>
                  <Text fz="md">Drop a CSV file here, or click to choose one</Text>
                  <Text fz="sm" c="dimmed">
                    Comma or semicolon separated, up to {IMPORT_MAX_BYTES / (1024 * 1024)} MB; the first line
                    names the columns
                  </Text>
                </div>
              </Group>
            </Dropzone>
            <Group justify="flex-end" mt={-8}>
              <Button
                component="a"
                href={`/api/imports/${path}/template.csv`}
                download
                size="xs"
                variant="subtle"
                leftSection={<IconDownload size={14} />}
              >
                {IMPORT_TEXTS.template}
              </Button>
            </Group>
            {dropError && (
              <Alert color="yellow" role="alert">
                {dropError}
              </Alert>
            )}
            {file && (
              <Group justify="space-between" wrap="nowrap">
                <Text fz="sm">
                  {file.name} ({formatFileSize(file.size)})
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={busy}
                  onClick={() => changeSource({ file: null, text: '' })}
                >
                  Remove file
                </Button>
              </Group>
            )}
            <Textarea
              label="Or paste the CSV text"
              placeholder={'Name;Contact email\nAcme;ann@acme.test'}
              autosize
              minRows={3}
              maxRows={10}
              value={text}
              disabled={file !== null || busy}
              onChange={(e) => changeSource({ file: null, text: e.currentTarget.value })}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          </>
        )}

        {step === 'map' && report && (
          <>
            <Text fz="sm">
              {countNoun(mappedHeaders.length, 'column')} of {sourceName} match no field. Choose the field
              each one fills, or skip it.
            </Text>
            {mappedHeaders.map((header) => (
              <Select
                key={header}
                label={`Column "${header}"`}
                data={fieldOptions}
                value={mapping[header] || SKIP}
                allowDeselect={false}
                disabled={busy}
                onChange={(value) =>
                  setMapping((current) => ({ ...current, [header]: !value || value === SKIP ? '' : value }))
                }
              />
            ))}
          </>
        )}

        {step === 'report' && report && (
          <>
            <Text fz="sm">
              {sourceName}: {countNoun(report.rows, 'row')} read
              {report.separator === ';' ? ' (separated by semicolons)' : ''}
            </Text>
            <Group gap="xl">
              <Text fw={600}>{report.create.toLocaleString('en-US')} to create</Text>
              <Text fw={600}>{report.update.toLocaleString('en-US')} to update</Text>
            </Group>
            {report.errorCount > 0 && (
              <>
                <Text fz="sm" c="red.8" fw={600}>
                  {IMPORT_TEXTS.refused(report.refusedRows)}: correct the file and check it again.
                </Text>
                <ImportErrorList errors={report.errors} />
                {report.errorCount > report.errors.length && (
                  <Text fz="sm" c="dimmed">
                    {IMPORT_TEXTS.someErrorsShown(report.errors.length, report.errorCount)}
                  </Text>
                )}
              </>
            )}
          </>
        )}

        {stage?.step === 'upload' && <UploadProgress name={source().name} fraction={stage.fraction} />}
        {stage?.step === 'server' && <Working label={importing ? 'Importing…' : 'Checking…'} />}
        {error && (
          <Alert color="red" role="alert" title="The server refused the file">
            {error}
          </Alert>
        )}

        <Group justify="flex-end">
          {step === 'choose' && (
            <>
              <Button variant="default" onClick={() => void guard.requestClose()}>
                Cancel
              </Button>
              <Button onClick={() => void check()} disabled={!picked} loading={busy}>
                Check file
              </Button>
            </>
          )}
          {step === 'map' && (
            <>
              <Button variant="default" disabled={busy} onClick={() => setStep('choose')}>
                Back
              </Button>
              <Button onClick={() => void check()} loading={busy}>
                Check again
              </Button>
            </>
          )}
          {step === 'report' && (
            <>
              <Button variant="default" disabled={busy} onClick={() => setStep('choose')}>
                Choose another file
              </Button>
              {mappedHeaders.length > 0 && (
                <Button variant="default" disabled={busy} onClick={() => setStep('map')}>
                  Change columns
                </Button>
              )}
              <Button
                onClick={() => void confirm()}
                loading={importing}
                disabled={report === null || report.errorCount > 0 || toImport === 0}
              >
                Import {countNoun(toImport, 'row')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </GuardedModal>
  );
}
