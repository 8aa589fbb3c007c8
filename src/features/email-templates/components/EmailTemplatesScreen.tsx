import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from '../../../lib/navigation-blocker';
import { MAIL_KIND_INFO, MAIL_KINDS, type MailKind } from '@storytelling/shared/mail-kinds';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { mayOpen } from '../../../kernel/permissions';
import { useSession } from '../../session';
import { useTemplates } from '../queries';
import { KindList } from './KindList';
import { TemplateEditor } from './TemplateEditor';

/** /email-templates: super admins edit the template of every kind of e-mail, with preview, test and history. */
export default function EmailTemplatesScreen() {
  const { user, authUid } = useSession();
  const superAdmin = user !== null && mayOpen(user.userRole, 'superAdmin');
  const templates = useTemplates(superAdmin);
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [kind, setKind] = useState<MailKind>(MAIL_KINDS[0]);
  const [dirty, setDirty] = useState(false);
  const [pendingKind, setPendingKind] = useState<MailKind | null>(null);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  // Unsaved changes: other screens of the app ask first, and so does the browser (reload, close, other sites).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function select(next: MailKind) {
    if (next === kind) return;
    if (dirty) setPendingKind(next);
    else setKind(next);
  }

  if (!superAdmin)
    return (
      <PageSection>
        <Alert severity="warning">Email templates are for super admins.</Alert>
      </PageSection>
    );

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Email Templates
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What each kind of e-mail says. Every save is kept as a version; the server fills in the variables for
        each recipient and adds the footer.
      </Typography>
      {/* One read feeds both columns: the kinds say which were edited, the editor shows the chosen one. */}
      <QueryState
        query={templates}
        rows={8}
        loadingLabel="Loading templates"
        errorText="The templates could not be loaded"
      >
        {(stored) => (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
              gap: 3,
              alignItems: 'start',
            }}
          >
            <Box component="section" aria-labelledby="kinds-heading">
              <Typography variant="h2" id="kinds-heading" sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 1 }}>
                Kinds of e-mail
              </Typography>
              <KindList selected={kind} stored={stored} onSelect={select} compact={compact} />
            </Box>
            <Box>
              <TemplateEditor
                key={kind}
                kind={kind}
                stored={stored[kind]}
                userEmail={user.email}
                myUid={authUid}
                onDirtyChange={onDirtyChange}
              />
            </Box>
          </Box>
        )}
      </QueryState>

      <ConfirmDialog
        open={pendingKind !== null}
        title="Discard unsaved changes?"
        message={`Your changes to ${MAIL_KIND_INFO[kind].name} are not saved. Open ${
          pendingKind ? MAIL_KIND_INFO[pendingKind].name : 'the other template'
        } and lose them?`}
        confirmLabel="Discard changes"
        onClose={() => setPendingKind(null)}
        onConfirm={() => {
          if (pendingKind) setKind(pendingKind);
          setDirty(false);
          setPendingKind(null);
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        message={`Your changes to ${MAIL_KIND_INFO[kind].name} are not saved.`}
        confirmLabel="Leave and discard"
        onClose={blocker.reset}
        onConfirm={blocker.proceed}
      />
    </PageSection>
  );
}
