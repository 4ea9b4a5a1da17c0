// Renders a sign-in page only while the flow in progress is at one of its stages; otherwise
// sends the customer to the page of the flow's stage (e.g. after the browser's back
// button), or to login when no sign-in is in progress.
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SignInStage } from '../../../api/generated/model/signInStage';
import { getSignInFlow, type SignInFlow } from '../../../shared/authFlow';
import { PATH, STAGE_PAGE } from '../steps';

export interface SignInStepProps {
  expected: readonly SignInStage[];
  children: (flow: SignInFlow) => ReactNode;
}

export function SignInStep({ expected, children }: SignInStepProps) {
  const [flow] = useState(getSignInFlow);
  if (!flow || flow.next === 'AUTHENTICATED') return <Navigate to={PATH.login} replace />;
  if (!expected.includes(flow.next)) {
    const page = STAGE_PAGE[flow.next];
    return <Navigate to={page.path} replace state={{ from: page.from }} />;
  }
  return <>{children(flow)}</>;
}
