import '@mantine/tiptap/styles.css';
import { type MergeField, mergeTag } from '@app/domain/email-templates/email-template.schema.ts';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconBraces } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { MergeFieldMenu } from './MergeFieldMenu.tsx';
import { bodyHtml } from './merge-fields.ts';

/**
 * The template's body in a rich text editor (Tiptap, through @mantine/tiptap): bold, italic, lists,
 * links, undo and redo, and "Insert field", which puts a merge field's `{{tag}}` at the cursor. Loaded
 * on its own (EmailTemplateForm's lazy import): the editor weighs more than the rest of the screen.
 * The server keeps what these tools make (mail/html.ts); headings, code and quotes are left out of the
 * toolbar, not of the HTML.
 */
export default function BodyEditor({
  initialHtml,
  onChange,
  label,
  description,
  error,
}: {
  initialHtml: string;
  /** The body's HTML after each change; '' when it is empty. */
  onChange: (html: string) => void;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
}) {
  const editor = useEditor({
    // The Link of @mantine/tiptap (Tiptap's, with Mantine's keyboard shortcut) replaces the kit's own.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(bodyHtml(changed.getHTML(), changed.isEmpty)),
  });
  const insert = (field: MergeField) => editor?.chain().focus().insertContent(mergeTag(field)).run();

  return (
    <Input.Wrapper label={label} withAsterisk description={description} error={error} labelElement="div">
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          <MergeFieldMenu
            onInsert={insert}
            target={
              <RichTextEditor.Control
                aria-label="Insert field"
                title="Insert field"
                px={8}
                style={{ width: 'auto', gap: 4 }}
              >
                <IconBraces size={16} stroke={1.5} />
                Insert field
              </RichTextEditor.Control>
            }
          />
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
