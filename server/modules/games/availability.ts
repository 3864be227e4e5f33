// A game's or vendor's availability (issue 19 item 2): enabled, disabled (hidden, refused) or under maintenance
// (listed, refused with err_game_maintenance until its end time, if any). Read by the launch and the house rounds,
// written by the operator API (operator-service.ts).
export const AVAILABILITY = ['enabled', 'disabled', 'maintenance'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export interface MaintenanceState {
  enabled: boolean;
  maintenance: boolean;
  maintenanceUntil: Date | null;
}

/** Whether a row (game or vendor) is under maintenance at `now`: flagged, and its end time (if any) still ahead. */
export function underMaintenance(row: MaintenanceState, now: Date): boolean {
  return row.maintenance && (!row.maintenanceUntil || row.maintenanceUntil > now);
}

export function availabilityOf(row: MaintenanceState, now: Date): Availability {
  return !row.enabled ? 'disabled' : underMaintenance(row, now) ? 'maintenance' : 'enabled';
}
