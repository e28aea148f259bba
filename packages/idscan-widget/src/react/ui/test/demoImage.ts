/** A drawn identity card as a data URL: the "captured photo" of the preview and cropper stories. */
export const DEMO_DOCUMENT_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">' +
    '<rect width="640" height="420" fill="#6b7a8a"/>' +
    '<rect x="60" y="50" width="520" height="320" rx="18" fill="#f4f1e8"/>' +
    '<rect x="90" y="90" width="140" height="180" rx="6" fill="#0a5cc2"/>' +
    '<circle cx="160" cy="150" r="38" fill="#f4f1e8"/>' +
    '<rect x="260" y="100" width="260" height="18" rx="9" fill="#1a1a1a"/>' +
    '<rect x="260" y="140" width="200" height="18" rx="9" fill="#1a1a1a"/>' +
    '<rect x="260" y="180" width="230" height="18" rx="9" fill="#1a1a1a"/>' +
    '<rect x="90" y="300" width="460" height="14" rx="7" fill="#1a1a1a"/>' +
    '<rect x="90" y="326" width="460" height="14" rx="7" fill="#1a1a1a"/>' +
    '</svg>',
)}`;
