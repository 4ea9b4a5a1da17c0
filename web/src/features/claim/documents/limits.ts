// The contract's limits of claim documents, when no answer gives them: 10 MB a file and 50 MB
// a claim (DocumentPurpose CLAIM_DOCUMENT), and the files of one request (maxItems of
// ClaimSubmitRequest.documents and ClaimDocumentAnswerRequest.documents).
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_CLAIM_BYTES = 50 * 1024 * 1024;
export const MAX_SUBMIT_FILES = 20;
export const MAX_ANSWER_FILES = 10;
