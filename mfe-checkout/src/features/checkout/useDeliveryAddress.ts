/** A patient's saved addresses: the default one is selected after 1 s (spec section 4); or a new one is being added. */
import { useEffect, useState } from 'react';
import type { PatientAddress } from 'shared-lib/contract';
import { TIMINGS } from 'shared-lib/domain';
import { useGetAddressesQuery } from 'shared-lib/store';

const preferred = (addresses: PatientAddress[]) => addresses.find((a) => a.is_default === 1) ?? addresses[0];

export function useDeliveryAddress(patientId: number | null) {
  const { data: addresses = [], isSuccess } = useGetAddressesQuery(patientId ?? 0, { skip: patientId === null });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!isSuccess || addresses.length === 0) return undefined;
    const timer = window.setTimeout(() => setSelectedId((current) => current ?? preferred(addresses).id), TIMINGS.defaultAddressSelect);
    return () => window.clearTimeout(timer);
  }, [isSuccess, addresses]);

  const hasSaved = patientId !== null && addresses.length > 0;
  return {
    addresses,
    selectedId,
    select: setSelectedId,
    selected: addresses.find((a) => a.id === selectedId) ?? null,
    hasSaved,
    adding,
    /** the customer form is shown: no saved address, or a new one is being added */
    showForm: !hasSaved || adding,
    startAdding() {
      setAdding(true);
      setSelectedId(null);
    },
    cancelAdding() {
      setAdding(false);
      setSelectedId(addresses.length ? preferred(addresses).id : null);
    },
  };
}
