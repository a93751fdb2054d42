import { FlowFinishPage } from '../../../step-flow/FlowFinishPage';
import { FlowStepPage } from '../../../step-flow/FlowStepPage';
import { VehicleFinish } from '../components/VehicleFinish';
import { VehicleNoteText } from '../components/VehicleNoteText';
import { vehicleFlow } from '../vehicle-flow';

/** /member/vehicleLoans?signPath=…: the loan and the provider note signature. */
export function VehicleSignPage() {
  return <FlowStepPage definition={vehicleFlow} stepKey="sign" Intro={VehicleNoteText} />;
}

/** /member/vehicleLoans/finish. */
export function VehicleFinishPage() {
  return <FlowFinishPage definition={vehicleFlow} Body={VehicleFinish} />;
}
