import { useState } from 'react';
import { useToast } from '../../components/Toast';
import { useDispositionWrites } from './disposition-api';
import type { Enablement } from './disposition-rules';
import { failureToast, type DispositionKind } from './DispositionDialogs';

/** Flips a list or a status between enabled and disabled; `togglingId` is the row whose write is under way. */
export function useEnablementToggle(kind: DispositionKind) {
  const writes = useDispositionWrites();
  const toast = useToast();
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const toggle = async (target: { id: number; name: string; status: Enablement }) => {
    const next = target.status === 'enabled' ? 'disabled' : 'enabled';
    setTogglingId(target.id);
    try {
      await (kind === 'list' ? writes.setListStatus : writes.setStatusEnablement)(target.id, next);
      toast({ title: `Disposition ${kind} updated successfully`, description: `${target.name} is now ${next}.` });
      await writes.refresh();
    } catch (error) {
      toast(failureToast('update', kind, error));
    } finally {
      setTogglingId(null);
    }
  };

  return { togglingId, toggle };
}
