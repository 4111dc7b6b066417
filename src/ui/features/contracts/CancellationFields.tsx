import { CANCELLATION_KINDS } from '../../../domain/contracts';
import { Field } from '../../kit/Field';
import { RadioGroup } from '../../kit/RadioGroup';
import { TextField } from '../../shared/components/TextField';
import { useContractsTranslation } from './contracts-catalogue';
import type { ContractDetails } from './contract-details';

/** A cancellation's own questions: which kind, from when, and for an extraordinary one why. */
export function CancellationFields({
  details,
  change,
}: {
  details: ContractDetails;
  change: (patch: Partial<ContractDetails>) => void;
}) {
  const { t } = useContractsTranslation();
  return (
    <>
      <RadioGroup
        legend={t('cancel.kindLegend')}
        legendClassName="field__label"
        name="kind"
        options={CANCELLATION_KINDS}
        value={details.kind}
        onChange={(kind) => change({ kind })}
        labelOf={(kind) => t(`cancel.${kind}`)}
      />
      <TextField
        label={t('cancel.endDate')}
        hint={t('cancel.endDateHint')}
        type="date"
        name="endDate"
        value={details.endDate}
        onChange={(event) => change({ endDate: event.target.value })}
      />
      {details.kind === 'extraordinary' && (
        <Field label={t('cancel.reason')}>
          {(control) => (
            <textarea
              {...control}
              name="reason"
              className="field__input contract-reason"
              maxLength={500}
              rows={3}
              value={details.reason}
              onChange={(event) => change({ reason: event.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}
