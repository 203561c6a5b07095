// Moved to test/sessions.ts (issue 26). Kept only so test files written on branches before the move still compile;
// remove once those are merged and import from test/sessions.
export {
  call,
  demoSessions as settingsSessions,
  type DemoSessions as SettingsSessions,
} from '../test/sessions';
