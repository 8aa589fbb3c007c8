import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { pinKeys } from '../../pins/query-keys';
import { useSession } from '../../session/session-context';
import { TAG_KINDS, type TagKind } from '../model';
import { useRefreshTags, useTags } from '../queries';
import { changeTagKey, TAG_LIST_LIMIT } from '../service';
import { canCurate, groupTags, type TagRow } from '../tag-rules';
import { AddTagKeyForm } from './AddTagKeyForm';
import { AdminContentTagsCard } from './AdminContentTagsCard';
import { ProjectTagsCard } from './ProjectTagsCard';
import { RebuildPinTags } from './RebuildPinTags';
import { TagKindTable } from './TagKindTable';
import { OutcomeNotice } from '../../../components/OutcomeNotice';

const OUTCOME: Record<string, string> = {
  create: 'Tag created with its first key.',
  update: 'Tag updated.',
  delete: 'That was its last key: the tag was deleted.',
  none: 'Nothing to change.',
};

export default function TagsViewScreen() {
  const { user } = useSession();
  const tags = useTags();
  const refreshTags = useRefreshTags();
  const client = useQueryClient();
  // A pin key's change is made in the pin's location tags too.
  const refresh = () => Promise.all([refreshTags(), client.invalidateQueries({ queryKey: pinKeys.all })]);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const groups = useMemo(() => groupTags(tags.data ?? [], search), [tags.data, search]);
  const curator = canCurate(user);

  async function change(action: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ ok: true, text: OUTCOME[await action()] ?? 'Saved.' });
      await refresh();
      return true;
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  const add = (kind: TagKind, name: string, key: string) =>
    change(() => changeTagKey('add', kind, name, key));
  const remove = (kind: TagKind) => (tag: TagRow, key: string) =>
    void change(() => changeTagKey('remove', kind, tag.tagName, key));

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Tags
      </Typography>
      {!curator && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Tags are curated by super admins and project admins; you can look them up here.
        </Alert>
      )}
      <AdminContentTagsCard editable={user?.userRole === 'superAdmin'} />
      {curator && <AddTagKeyForm busy={busy} onAdd={add} />}
      <OutcomeNotice outcome={notice} onClose={() => setNotice(null)} />
      <TextField
        size="small"
        type="search"
        label="Search tags and keys"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, minWidth: 320 }}
      />
      {tags.isPending ? (
        <LoadingRows label="Loading tags" />
      ) : tags.isError ? (
        <Alert severity="error">{messageOf(tags.error)}</Alert>
      ) : (
        <>
          {tags.data.length >= TAG_LIST_LIMIT && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Showing the first {TAG_LIST_LIMIT} tags.
            </Alert>
          )}
          {TAG_KINDS.map((kind) => (
            <TagKindTable
              key={kind}
              kind={kind}
              tags={groups[kind]}
              busy={busy}
              // Content tags follow the recordings' ratings; they change only with a rating (see moderation).
              onRemoveKey={curator && kind !== 'content' ? remove(kind) : undefined}
            />
          ))}
        </>
      )}
      <ProjectTagsCard />
      {user?.userRole === 'superAdmin' && <RebuildPinTags onDone={refresh} />}
    </PageSection>
  );
}
