import { ContractingStatus } from '@carteira/core/status';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { findOpenContracting } from '../api/find-open-contracting.ts';
import { CREDIT_ROUTE } from '../flow/resume.ts';
import { DeviceFlowView } from './device-flow-view.tsx';
import '../../../styles/flow.css';
import '../financing.css';
import '../device.css';

/** Statuses in which a phone can be chosen (the catalogue answers only then). */
const CHOOSING = new Set<string>([ContractingStatus.AWAITING_PROPOSAL, ContractingStatus.AWAITING_SELFIE]);

function keyOf(state: unknown): string | null {
  const key = (state as { contractingKey?: unknown } | null)?.contractingKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

/**
 * /FinancingDeviceDetails: the contracting key comes in the navigation state; opened without it (a
 * reload, a link) the open contracting is read, and anything but a phone choice goes to the credit
 * route, which resumes at the right step.
 */
export function DeviceDetailsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [key, setKey] = useState<string | null>(() => keyOf(location.state));
  useEffect(() => {
    if (key) return;
    let live = true;
    findOpenContracting()
      .then((c) => {
        if (!live) return;
        if (c.contractingKey && c.status && CHOOSING.has(c.status)) setKey(c.contractingKey);
        else navigate(CREDIT_ROUTE, { replace: true });
      })
      .catch(() => live && navigate(CREDIT_ROUTE, { replace: true }));
    return () => {
      live = false;
    };
  }, [key, navigate]);
  return key ? <DeviceFlowView contractingKey={key} /> : <Spinner block />;
}
