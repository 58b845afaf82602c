module.exports = { ...require('@replay/shared/jest-preset') };
