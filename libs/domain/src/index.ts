// Permissions and sidebars (spec §2, §6)
export {
  PERMISSION_ACTIONS,
  parsePermissionCode,
  permissionCode,
  type ParsedPermissionCode,
  type PermissionAction,
  type PermissionCode,
} from './permissions/permission-code';
export {
  PERMISSION_MODULES,
  type Permission,
  type PermissionModule,
  type PermissionSet,
} from './permissions/permission-set';
export {
  PERMISSION_ACTION_TITLES,
  PERMISSION_CATALOGUE,
  PERMISSION_MODULE_TITLES,
  permissionTitle,
  isKnownPermission,
  type PermissionGroup,
} from './permissions/permission-catalogue';
export { hasPermission } from './permissions/has-permission';
export { withPartnerBiometrics } from './permissions/with-partner-biometrics';
export {
  applyAuthorityChange,
  authorityVerdict,
  firstCodeNotHeld,
  involvedCodes,
  partnerAdministrators,
  type AuthorityCaller,
  type AuthorityChange,
  type AuthorityGrant,
  type AuthorityRefusal,
  type AuthorityRole,
  type AuthorityState,
  type AuthorityVerdict,
} from './permissions/authority';
export {
  LOCATION_SIDEBAR,
  PARTNER_SIDEBAR,
  PEOPLE_SIDEBAR,
  sidebarHref,
  sidebarItems,
  type SidebarIcon,
  type SidebarItem,
  type SidebarKind,
} from './permissions/sidebar-items';
export { visibleSidebarItems } from './permissions/visible-sidebar-items';
export {
  COLLAPSED_SIDEBAR_PAGES,
  COLLAPSED_SIDEBAR_WIDTH,
  HEADER_HEIGHT,
  SIDEBAR_WIDTH,
  isSidebarCollapsed,
  sidebarWidth,
} from './permissions/sidebar-layout';

// Finger codes (spec §3, §9; ANSI/NIST-ITL)
export {
  FINGER_CODES,
  FLAT_THUMB_CODES,
  FOUR_FINGER_CODES,
  ROLLED_FINGER_CODES,
  isFingerCode,
  isRolledFingerCode,
  type FingerCode,
  type FlatThumbCode,
  type FourFingerCode,
  type RolledFingerCode,
} from './finger-codes/finger-codes';
export { BOTH_THUMBS_POSITION, FINGER_POSITIONS, fingerPosition } from './finger-codes/finger-position';
export { errtFingerPosition, fingerPositionLabel } from './fbi-rejects/errt-finger-position';
export { IMPRESSION_TYPES, impressionType, type ImpressionType } from './finger-codes/impression-type';
export { FINGER_LABELS, fingerLabel, impressionLabel } from './finger-codes/finger-label';
export {
  FINGERS_PER_HAND,
  FINGER_NAMES,
  FOUR_FINGER_GROUP,
  HANDS,
  flatThumbCode,
  fourFingerCode,
  rolledFingerCode,
  type FingerName,
  type FourFingerName,
  type Hand,
} from './finger-codes/hand-finger';
export { fingerOfCode, type HandFinger } from './finger-codes/finger-of-code';

// Print quality: the scale and the score from which a capture is refused
export {
  ACCEPTABLE_PRINT_QUALITY,
  BEST_PRINT_QUALITY,
  PRINT_QUALITIES,
  REFUSED_PRINT_QUALITY,
  WORST_PRINT_QUALITY,
  isPrintQuality,
  isRefusedQuality,
  printQualityLabel,
  type PrintQuality,
} from './print-quality/print-quality';

// Finger state (spec §3 biometric session state, §4 transactions)
export {
  sideOf,
  type CaptureFlag,
  type FingerMark,
  type FingerSlot,
  type FingerState,
  type FingerStateAction,
  type HandFingers,
  type Side,
} from './fingers/finger-state';
export { emptyCaptureFlag, initialFingerState } from './fingers/initial-finger-state';
export { isFourFingerAvailable, isMarked, isThumbStampedAvailable } from './fingers/is-four-finger-available';
export { fingerStateReducer } from './fingers/finger-state-reducer';

// Capture steps (spec §2 capture workflow, §4 transactions)
export {
  CAPTURE_STEPS,
  CAPTURE_STEP_COUNT,
  CAPTURE_STEP_KEYS,
  NAVIGATION_STEP_STORAGE_KEY,
  PHOTO_STEP_INDEX,
  captureStepByTab,
  type CaptureStep,
  type CaptureStepKey,
  type CaptureTab,
} from './capture-steps/capture-steps';
export {
  isStepDisabled,
  nextStepIndex,
  previousStepIndex,
  reachableSteps,
  type StepAvailability,
  type StepRules,
} from './capture-steps/reachable-steps';
export {
  COMPLETION_FLAG_BY_TAB,
  activateFingerprintStep,
  completeTab,
  initialCompletionFlags,
  type CompletionFlag,
  type CompletionFlags,
} from './capture-steps/completion-flags';
export { defaultCaptureSettings, type CaptureSettings } from './capture-steps/capture-settings';

// Statuses and option lists (spec §4, §9)
export {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  fromWireAppointmentStatus,
  isAppointmentStatus,
  toWireAppointmentStatus,
  type AppointmentStatus,
  type WireAppointmentStatus,
} from './statuses/appointment-status';
export {
  BIOMETRIC_STATUSES,
  BIOMETRIC_STATUS_FILTERS,
  BIOMETRIC_STATUS_LABELS,
  CHANGE_STATUS_OPTIONS,
  isBiometricStatus,
  type BiometricStatus,
  type BiometricStatusFilter,
  type StatusOption,
} from './statuses/biometric-status';
export {
  biometricListFilter,
  type BiometricListFilter,
  type BiometricListFilterValue,
} from './statuses/biometric-list-filter';
export {
  BARCODE_TYPES,
  CAPTURE_TYPES,
  FINGERPRINT_CARD_NAME,
  FINGERPRINT_OPTIONS,
  LIST_TYPE_KEYS,
  PRIORITY_OPTIONS,
  PRODUCT_CODES,
  SERVICE_TYPE_OPTIONS,
  TRANSMISSION_RESULTS,
  type BarcodeType,
  type CaptureType,
  type FingerprintOption,
  type ListTypeKey,
  type Priority,
  type ServiceType,
  type TransmissionResult,
} from './statuses/options';
export {
  EFT_TRANSMISSION_LABELS,
  eftSending,
  type EftSending,
  type EftTransmissionState,
} from './statuses/eft-sending';

// Validation (spec §5)
export {
  PASSWORD_MESSAGES,
  emailMessage,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
  urlMessage,
} from './validation/messages';
export {
  emailField,
  optionalString,
  requiredString,
  requiredWithMessage,
  urlField,
  type LengthBounds,
} from './validation/field-builders';
export {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SignInInput,
} from './validation/password-schemas';
export { formErrors, type FormErrors } from './validation/form-errors';
export {
  SECOND_FACTOR_MESSAGES,
  isSecondFactorCode,
  passwordConfirmationSchema,
  secondFactorCodeSchema,
  totpCodeSchema,
  type PasswordConfirmationInput,
  type SecondFactorCodeInput,
  type TotpCodeInput,
} from './validation/second-factor-schemas';
export {
  CODE_MESSAGE,
  CODE_PATTERN,
  PHONE_MESSAGE,
  acceptInvitationSchema,
  companyFormSchema,
  inviteFormSchema,
  locationFormSchema,
  partnerFormSchema,
  partnerAddressSchema,
  contactPersonSchema,
  PARTNER_ADDRESSES_MESSAGE,
  PARTNER_CONTACTS_MESSAGE,
  type AcceptInvitationInput,
  type CompanyFormInput,
  type InviteFormInput,
  type LocationFormInput,
  type PartnerFormInput,
  tenDigitPhone,
} from './validation/tenant-schemas';
export {
  ROLE_PERMISSIONS_MESSAGE,
  masterDataFormSchema,
  roleFormSchema,
  systemUserFormSchema,
  type MasterDataFormInput,
  type RoleFormInput,
  type SystemUserFormInput,
} from './validation/people-schemas';

// Formats and small rules (spec §5, §9)
export { PHONE_DIGITS, displayPhone, formatPhone, phoneDigits } from './formats/phone';
export { ACTION_WORDS, actionLabel, hasActionWords } from './formats/action-labels';
export { formatInstant, formatInstantUtc, zoneAbbreviationAt } from './formats/zoned-instant';
export { stateTimeZone } from './formats/state-time-zone';
export { isPastTheEnd, lastPageOf } from './formats/paging';
export { FILE_MIME_TYPES, detectFileType, type SniffedFileType } from './formats/file-type';
export {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  checkImageUpload,
  type ImageUploadCheck,
  type ImageUploadKind,
} from './formats/image-upload';
export { ianaTimeZones, isIanaTimeZone, startingLocationZone } from './formats/time-zones';
export {
  DATE_ERROR_KEYS,
  DATE_FORMATS,
  dateError,
  reformatDate,
  type DateBounds,
  type DateErrorKey,
} from './formats/dates';
export { CURRENCY_ABBREVIATION_FROM, formatCurrency } from './formats/currency';
export { HEIGHT_FEET, HEIGHT_INCHES, fromEbtsHeight, toEbtsHeight, type Height } from './formats/height';
export {
  CITIZENSHIP_CHOICES,
  citizenshipChoices,
  isOtherCitizenshipAllowed,
  type Citizenship,
  type CitizenshipChoice,
} from './formats/citizenship';
export { EXCLUDED_COUNTRY_CODES, selectableCountries, type CodeListEntry } from './formats/countries';
export {
  ALWAYS_SENT_WHEN_COMPLETE,
  shapeApplicantPayload,
  type AlwaysSentWhenCompleteField,
} from './formats/applicant-payload';
export {
  SERVICE_NUMERIC_FIELDS,
  numberOrZero,
  withServiceNumericDefaults,
  type ServiceNumericField,
} from './formats/service-numeric-defaults';
export {
  COURIERS,
  COURIER_OPTIONS,
  courierTrackingLink,
  isCourier,
  type Courier,
  type CourierOption,
} from './formats/couriers';
export {
  TRUNCATE_LIMITS,
  locationBoxText,
  truncate,
  type LocationBoxSource,
  type LocationBoxText,
} from './formats/truncate';
export { decodeJwtPayload, isTokenExpired } from './formats/token-expiry';
export {
  DEFAULT_PRINTER_OFFSET,
  RESIDENT_STATUS_ALL,
  buildCompletionPayload,
  residentStatusParam,
  type CompletionPayload,
  type CompletionPayloadInput,
} from './formats/request-defaults';

// Map clusters (spec §9)
export {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  CLUSTER_RED_FLOOR,
  clusterColor,
  meanCount,
  type ClusterColor,
} from './map-clusters/cluster-color';

// Report filters (spec §4)
export {
  BOOKING_CHANNELS,
  REPORT_DATE_FILTERS,
  bookingChannelOf,
  clearAllReportFilters,
  clearReportFilter,
  defaultReportFilters,
  removeReportFilterValue,
  type BookingChannel,
  type ClearableReportFilter,
  type CodeTitle,
  type ReportFilterState,
  type ReportListFilter,
  type ReportType,
} from './reports/report-filters';

// Opening hours (architecture: one default week)
export { WEEKDAYS, weekdayFromDayNumber, type Weekday } from './opening-hours/weekdays';
export {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  defaultOpeningHours,
  minutesOfDay,
  openingHoursProblems,
  type OpeningHoursDay,
  type OpeningHoursProblem,
} from './opening-hours/opening-hours';

// Appointments (spec §3 appointment settings and search)
export type {
  AppointmentBreak,
  AppointmentPolicy,
  AppointmentSettings,
  BookedAppointment,
  TimeOff,
} from './appointments/appointment-settings';
export {
  bookableSlots,
  computeSlots,
  type AppointmentSlot,
  type SlotInput,
} from './appointments/compute-slots';
export {
  addCalendarDays,
  calendarDayNumber,
  epochToZoned,
  zoneOffsetMinutes,
  zonedTimeToEpoch,
} from './appointments/zoned-time';
export {
  DEFAULT_PAGE_SIZE,
  defaultAppointmentSearch,
  sortAppointmentsBy,
  toAppointmentSearchPayload,
  toggleSortOrder,
  type AppointmentSearchParams,
  type AppointmentSearchPayload,
  type AppointmentSortField,
  type SortOrder,
} from './appointments/appointment-search';

export {
  APPOINTMENT_TRANSITIONS,
  DEFAULT_INITIAL_APPOINTMENT_STATUS,
  INITIAL_APPOINTMENT_STATUSES,
  allAppointmentStatusPairs,
  appointmentStatusChangeError,
  canChangeAppointmentStatus,
  initialAppointmentStatusError,
  isFinalAppointmentStatus,
  nextAppointmentStatuses,
  occupiesSlot,
} from './appointments/appointment-status-machine';
export {
  SSN_MESSAGES,
  SSN_REVEAL_REASON_MAX,
  SSN_REVEAL_REASON_MESSAGE,
  SSN_REVEAL_REASON_MIN,
  isMaskedSsn,
  maskSsn,
  normalizeSsn,
  ssnDefect,
  ssnField,
  ssnLastFour,
  ssnRevealReasonDefect,
} from './ssn/ssn';

// Settings (spec §7 printer config, biometric settings, appointment policy; issue 14)
export {
  APPOINTMENT_POLICY_LIMITS,
  DEFAULT_CANCELLATION_CUTOFF_HOURS,
  appointmentSettingsSchema,
  cancellationCutoffHours,
  changeableUntil,
  defaultAppointmentSettings,
  withPolicyDefaults,
  type AppointmentSettingsInput,
} from './appointments/appointment-settings-schema';
export {
  previewSlots,
  type SlotPreview,
  type SlotPreviewInput,
  type SlotPreviewStatus,
} from './appointments/slot-preview';
export {
  FD258_CARD_MM,
  PRINTER_ADJUSTMENT_LIMIT,
  PRINTER_OFFSET_LIMIT_MM,
  PRINTER_SILENT_MESSAGE,
  PRINT_BY_IMAGE_TIMEOUT_MS,
  defaultPrinterConfig,
  printedCardArea,
  printerConfigSchema,
  type PrinterConfig,
  type PrinterConfigInput,
} from './settings/printer-config';
export {
  biometricSettingSchema,
  captureSettingsFor,
  defaultBiometricSetting,
  type BiometricSetting,
} from './settings/biometric-setting';
export { securitySettingSchema, type SecuritySetting } from './settings/security-setting';
export {
  effectiveSetting,
  type EffectiveSetting,
  type SettingLevels,
  type SettingSource,
} from './settings/effective-setting';

// Delivery settings (spec §7 SMTP, SMSC, EFT SFTP) and the Deliveries screen (issue 14)
export {
  DELIVERY_STATUS_LABELS,
  sftpSettingSchema,
  paymentSettingSchema,
  type PaymentSettingInput,
  smscSettingSchema,
  smtpSettingSchema,
  testMailSchema,
  testSmsSchema,
  type DeliveryStatus,
  type SftpSettingInput,
  type SmscSettingInput,
  type SmtpSettingInput,
} from './settings/delivery-settings';

// Biometric transactions: status changes, print sizes, missing-finger codes (issue 16)
export {
  biometricStatusChange,
  nextBiometricStatuses,
  type BiometricStatusCause,
  type BiometricStatusChange,
} from './biometrics/biometric-status-changes';
export {
  PRINT_PPI,
  printSizeLimit,
  printSizeProblem,
  type PrintSizeLimit,
} from './biometrics/print-size-limits';
export {
  MISSING_FINGER_CODES,
  MISSING_FINGER_LABELS,
  missingFingerCode,
  type MissingFingerCode,
} from './biometrics/missing-finger-codes';
export {
  excusedImpressions,
  missingFingers,
  missingImpressions,
  type AnnotatedFinger,
} from './biometrics/required-impressions';
// The catalogue: ORIs (EBTS 1.008 / 2.073)
export { POB_CODES } from './catalogue/pob-codes';
export {
  ORI_NUMBER_MESSAGE,
  ORI_NUMBER_PATTERN,
  ORI_TYPES,
  isOriNumber,
  isOriType,
  normaliseOriNumber,
  type OriType,
} from './catalogue/ori-number';
export {
  CARD_QUANTITY_MAX,
  MONEY_MAX,
  amountField,
  blankAsNull,
  blankAsZero,
  catalogueServiceFormSchema,
  groupFormSchema,
  locationRateSchema,
  oriFormSchema,
  partnerServiceFormSchema,
  paymentModeFormSchema,
  type NumberFieldValue,
  type PartnerServiceFormInput,
} from './catalogue/catalogue-schemas';
export {
  EFT_TRANSACTION_TYPES,
  TOT_OF_PRODUCT,
  eftTransactionType,
  isEftTransactionType,
  type EftTransactionType,
} from './biometrics/eft-transaction-type';

// The Applicant step of the capture (spec §3, §5, §9; issue 16)
export {
  APPLICANT_EYE_COLORS,
  APPLICANT_GENDERS,
  APPLICANT_HAIR_COLORS,
  APPLICANT_MESSAGES,
  APPLICANT_RACES,
  applicantFormSchema,
  bookingApplicantSchema,
  type ApplicantFormInput,
  type BookingApplicant,
} from './validation/applicant-schema';
export {
  applicantFormValues,
  applicantRequest,
  type ApplicantFormValues,
  type StoredApplicant,
} from './formats/applicant-form-payload';
export {
  REJECT_BUCKET_MAX_DAYS,
  calendarDaysIn,
  periodStart,
  rejectPeriods,
  rejectShare,
  withRates,
  type RejectBucket,
  type RejectCounts,
  type RejectPeriod,
} from './fbi-rejects/reject-periods';

// Branding of the public booking pages (issue 29)
export { MIN_ACCENT_CONTRAST, accentContrastDefect, contrastRatio } from './branding/accent-contrast';
