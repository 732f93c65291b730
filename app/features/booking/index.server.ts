// The booking's public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features show of her appointments. Its tables stay its own.
export {
  comingAppointmentsOf,
  type TodaysAppointment,
  todaysAppointmentsOf,
} from './her-appointments.server'
