export { botTelemetryHeaders, withBotTelemetry, type BotTelemetry } from './botTelemetry';
export {
  cleanDeviceInfo,
  deviceDataWaitMs,
  readDeviceInfo,
  withDeviceInfo,
  type DeviceDataContext,
  type DeviceDataProvider,
} from './deviceInfo';
export { withFraudData, type FraudDataSources } from './fraudDataCalls';
