// The sign-in form's schema, loaded on its own (LoginPage.tsx imports this module dynamically): the
// domain's schemas bring zod, whose construction is tens of milliseconds of the app chunk's first task
// on a slow phone, which the sign-in page does not need before its form is used.
export { ZLoginInput } from '@app/domain';
