"""SPAJ (Surat Permintaan Asuransi Jiwa): an application for a life policy, followed by its
applicant before they hold a policy (entry with the SPAJ number, birth date and a one-time code;
a session for that one application), moved through underwriting by staff, approved by the
applicant with a code and paid through the portal's payment engine, which issues the policy."""
