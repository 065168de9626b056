import { graphql } from '../../__generated__';

/** Every system setting, read by the screen and answered by save and reset alike. */
export const SystemSettingsFields = graphql(`
  fragment SystemSettingsFields on SystemSettings {
    general {
      siteName
      siteDescription
      contactEmail
      timezone
      language
      paymentInstructions
      socialProfiles
      translations {
        es {
          siteDescription
          paymentInstructions
        }
        fr {
          siteDescription
          paymentInstructions
        }
        de {
          siteDescription
          paymentInstructions
        }
      }
    }
    security {
      twoFactorAuth
      passwordPolicy
      sessionTimeout
      loginAttempts
    }
    notifications {
      emailNotifications
      pushNotifications
      weeklyReports
      systemAlerts
    }
    system {
      maintenanceMode
      debugMode
      cacheEnabled
      backupFrequency
      backupsKept
    }
    updatedAt
  }
`);

export const SystemSettingsQuery = graphql(`
  query SystemSettingsQuery {
    systemSettings {
      ...SystemSettingsFields
    }
  }
`);

export const UpdateSystemSettingsMutation = graphql(`
  mutation UpdateSystemSettingsMutation($input: SystemSettingsInput!) {
    updateSystemSettings(input: $input) {
      ...SystemSettingsFields
    }
  }
`);

export const ResetSystemSettingsMutation = graphql(`
  mutation ResetSystemSettingsMutation {
    resetSystemSettings {
      ...SystemSettingsFields
    }
  }
`);

/** One backup as the System tab lists it. */
export const BackupRowFields = graphql(`
  fragment BackupRowFields on Backup {
    id
    fileName
    status
    trigger
    requestedBy
    startedAt
    finishedAt
    sizeBytes
    error
  }
`);

export const BackupsQuery = graphql(`
  query BackupsQuery {
    backups {
      ...BackupRowFields
    }
  }
`);

export const BackUpNowMutation = graphql(`
  mutation BackUpNowMutation {
    backUpNow {
      ...BackupRowFields
    }
  }
`);

/** Weekly Reports' "Send now": the last week's report, to the administrator who asks. */
export const SendWeeklyReportNowMutation = graphql(`
  mutation SendWeeklyReportNowMutation {
    sendWeeklyReportNow
  }
`);
