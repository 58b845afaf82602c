module.exports = { ...require('@replay/build/jest-preset') };
