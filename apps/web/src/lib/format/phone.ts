/**
 * A phone number as people read it: an Indian mobile number (+91 and ten digits) in two
 * groups of five, "+91 98765 43210"; any other number as stored (E.164).
 */
export function formatPhone(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}
