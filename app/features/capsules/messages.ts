export const SELECT_CLIENT = 'Select a client.'
export const CHOOSE_CLIENT = 'Choose one of your clients.'
