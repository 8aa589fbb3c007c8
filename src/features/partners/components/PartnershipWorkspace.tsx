import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { RetryAlert } from '../../../components/RetryAlert';
import { localDayIso } from '../../../kernel/dates';
import { messageOf } from '../../../lib/errors';
import { usePartnerAccess } from '../access';
import { analyticsPeriod } from '../figures';
import { lastYear, parsePeriod, type PartnerRow } from '../model';
import { usePartnerRows } from '../queries';
import { ImpactReport } from './ImpactReport';
import { PartnerDetail } from './PartnerDetail';
import { PartnerList } from './PartnerList';

/**
 * /partnership-dashboard: the partners list; `?partner=<orgId>` opens one partner, and
 * `?report=<orgId>&from=YYYY-MM-DD&to=YYYY-MM-DD` its print-ready impact report, so a reload or a shared link
 * opens the same view (no route of its own).
 */
export function PartnershipWorkspace() {
  const access = usePartnerAccess();
  const rows = usePartnerRows(access.scope, access.mayUse);
  const [params, setParams] = useSearchParams();
  const partnerId = params.get('partner');
  const reportId = params.get('report');
  const today = localDayIso();
  // A period in the address that makes none (wrong order, over three years) falls back to the last year.
  const asked = parsePeriod(params.get('from'), params.get('to'));
  const period = asked && typeof analyticsPeriod(asked) !== 'string' ? asked : lastYear(today);

  if (!access.mayUse)
    return (
      <PageSection>
        <Typography variant="h1">Partnerships</Typography>
        <Alert severity="info" sx={{ mt: 2 }}>
          Partnerships are kept by the moderators and administrators of an organisation.
        </Alert>
      </PageSection>
    );

  const openId = reportId ?? partnerId;
  if (openId) {
    const row = rows.data?.find((r) => r.id === openId);
    const back = () => setParams(reportId ? { partner: openId } : {});
    if (!row)
      return (
        <PageSection wide>
          <Typography variant="h1">{reportId ? 'Impact report' : 'Partner'}</Typography>
          <Placeholder
            pending={rows.isPending}
            error={rows.isError ? rows.error : null}
            retry={() => rows.refetch()}
            onBack={() => setParams({})}
          />
        </PageSection>
      );
    if (reportId)
      return (
        <ImpactReport
          key={row.id}
          row={row}
          period={period}
          onPeriod={(p) => setParams({ report: row.id, ...p })}
          onBack={back}
        />
      );
    return (
      <PartnerDetail
        key={row.id}
        row={row}
        period={period}
        onPeriod={(p) => setParams({ partner: row.id, ...p })}
        onReport={() => setParams({ report: row.id, from: period.from, to: period.to })}
        onBack={back}
      />
    );
  }

  return (
    <PartnerList
      query={rows}
      isSuperAdmin={access.scope === null}
      onOpen={(row: PartnerRow) => setParams({ partner: row.id })}
    />
  );
}

/** A partner asked for by the address: loading, failed, or not one this person may see. */
function Placeholder({
  pending,
  error,
  retry,
  onBack,
}: {
  pending: boolean;
  error: unknown;
  retry: () => void;
  onBack: () => void;
}) {
  if (pending) return <LoadingRows label="Loading the partner" />;
  if (error)
    return <RetryAlert onRetry={retry}>{`The partners could not be loaded: ${messageOf(error)}`}</RetryAlert>;
  return (
    <Stack spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <Alert severity="warning">This organisation is not one of your partners.</Alert>
      <Button onClick={onBack}>All partners</Button>
    </Stack>
  );
}
