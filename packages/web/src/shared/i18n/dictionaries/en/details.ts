/** The spec's last details: insurance and two-factor fixes, fallback texts, server words, copy, money and dates. */
export const detailsEn = {
  'details.insurance.required': 'Insurance deposit required',
  'details.insurance.amountHint': '0 means nothing is due: the trader works at once.',
  'details.insurance.settle': 'Mark insurance settled',
  'details.insurance.settleTitle': 'Insurance of {name}',
  'details.insurance.settleText':
    "{name}'s insurance will count as paid without any USDT moving (paid outside the platform, or waived), and the trader can work at once. This is recorded in the history.",
  'details.insurance.settled': "{name}'s insurance is settled.",
  'details.twoFactor.reset': 'Reset two-factor',
  'details.twoFactor.resetTitle': 'Reset two-factor of {name}',
  'details.twoFactor.resetText':
    "{name}'s two-factor authentication will be turned off and every session of {name} will end. They sign in with the password alone and can turn it on again. This is recorded in the history.",
  'details.twoFactor.wasReset': "{name}'s two-factor authentication is off; their sessions have ended.",
  'details.history.insuranceSettled': 'Insurance marked settled',
  'details.history.twoFactorReset': 'Two-factor reset',

  'users.tab.partner_users': 'Partners',
  'users.create.partner': 'Create partner',
  'details.role.support': 'Support',
  'details.role.teamlead': 'Teamlead',
  'details.wallet.system': 'System',
  'details.paymentType.card': 'Card',
  'details.paymentType.sbp': 'SBP',
  'details.paymentType.account': 'Bank account',

  'fallback.passwordIncorrect': 'Incorrect password.',
  'fallback.generateFailed': 'Generate failed.',
  'fallback.updateFailed': 'Update failed.',
  'fallback.loadFailed': 'Load failed.',
  'fallback.changeFailed': 'Change failed.',
  'fallback.loadWalletsFailed': 'Load wallets failed.',
  'details.payOut.confirmTitle': 'Send the pay-out?',
  'details.payOut.confirmText': '{amount} {currency} will leave your balance for this address. A sent pay-out cannot be taken back.',
  'details.payOut.confirm': 'Send',
  'details.qrAlt': 'QR code of the address {address}',
  'details.rules.allFields': 'All fields must be filled',
  'copy.unsupported': 'Clipboard not supported.',

  'login.verify': 'Verify',
  'login.resend': 'Resend',
  'login.resent': 'Your password was checked again: enter the current code from the app.',

  'date.timeZone': 'Time zone: {zone}',
};
