#!/usr/bin/env node
// Rewrites the citations of the product's specification and design ("S0 §5", "(S1 §4, §8)", "DESIGN §4",
// "DESIGN.md §5", "../shared/DESIGN.md", "../shared/seeds/…", "TOOLCHAIN.md") into references to the sections of
// docs/ that now hold that content: a repository path with an anchor in code (`docs/spec/flow/validation.md#dates`),
// a relative Markdown link in Markdown. The table below maps every section of the two specifications and of the
// design document; a phrase quoted after a citation, or the rest of its line, picks the subsection.
//
//   node tooling/scripts/replace-citations.mjs            dry run: counts per mapping, anything left unmapped
//   node tooling/scripts/replace-citations.mjs --write    rewrite the files in place
//   node tooling/scripts/replace-citations.mjs --check    exit 1 while any citation points outside the repository,
//                                                         or a mapped docs anchor does not exist
//   node tooling/scripts/replace-citations.mjs --table    the mapping as a Markdown table (docs/spec/citations.md)
//   --verbose                                             also print every changed line, before and after
//   ... [paths…]                                          only these files (default: every file git knows of)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FLOW = 'docs/spec/flow';
const WIDGET = 'docs/spec/widget';

/**
 * Every section of S0 (the flow specification), S1 (the widget specification) and DESIGN (the design document):
 * the docs file that holds it and, in order, the subsections a phrase picks (first match wins; none → the file).
 * @typedef {{ file: string, anchor?: string, refine?: Array<[RegExp, string] | [RegExp, string, string]> }} Section
 * A refinement is [pattern, anchor] in the section's file, or [pattern, anchor, file] in another file.
 * @type {Record<'S0' | 'S1' | 'DESIGN', Record<number, Section>>}
 */
export const MAPPING = {
  S0: {
    1: {
      file: `${FLOW}/overview.md`,
      refine: [
        [/time to finish|singular|plain form|0 or 5|minutes/i, 'time-to-finish'],
        [/award|benefit|side panel|bullet|disclaimer|cookie-settings/i, 'benefits-panel-and-legal-disclaimer'],
        [/brand|favicon|header image|site key|eu-/i, 'brands'],
        [/language|locale|\b14\b|translat|script/i, 'languages'],
        [/anonymous|user|applicant/i, 'users'],
        [/purpose|what the product does/i, 'purpose'],
      ],
    },
    2: {
      file: `${FLOW}/screens.md`,
      refine: [
        // A step named exactly decides before any word.
        [/(?<![A-Za-z])(?:newLogin)(?![a-z])/, 'newlogin'],
        [/(?<![A-Za-z])(?:newAccount)(?![a-z])/, 'newaccount'],
        [/(?<![\w-])restart(?= screen| step)/, 'restart'],
        [/(?<![A-Za-z])(?:dataUploadChoice)(?![a-z])/, 'datauploadchoice'],
        [/(?<![A-Za-z])(?:mobileDesktopChoice)(?![a-z])/, 'mobiledesktopchoice'],
        [/(?<![A-Za-z])(?:desktopDocumentChoice|mobileDocumentChoice)(?![a-z])/, 'document-selection'],
        [/(?<![A-Za-z])(?:howToTakePicture)(?![a-z])/, 'howtotakepicture'],
        [/(?<![A-Za-z])(?:desktopDocumentUpload|mobileDocumentUpload)(?![a-z])/, 'upload-document'],
        [/(?<![A-Za-z])(?:uploadFailed)(?![a-z])/, 'uploadfailed'],
        [/(?<![A-Za-z])(?:uploadSucceeded)(?![a-z])/, 'uploadsucceeded'],
        [/(?<![A-Za-z])(?:uploadException)(?![a-z])/, 'uploadexception'],
        [/(?<![A-Za-z])(?:mobileDesktopIsCompleted)(?![a-z])/, 'mobiledesktopiscompleted'],
        [/(?<![A-Za-z])(?:mobileReturnToDesktop)(?![a-z])/, 'mobilereturntodesktop'],
        [/(?<![A-Za-z])(?:mobileSms|uploadPhone)(?![a-z])/, 'mobilesms'],
        [/(?<![A-Za-z])(?:desktopSms)(?![a-z])/, 'desktopsms'],
        [/(?<![A-Za-z])(?:confirmEmail)(?![a-z])/, 'confirmemail'],
        [/(?<![A-Za-z])(?:personalDataConfirm)(?![a-z])/, 'personaldataconfirm'],
        [/(?<![A-Za-z])(?:addressDetails)(?![a-z])/, 'addressdetails'],
        [/(?<![A-Za-z])(?:taxOfficeDetails)(?![a-z])/, 'taxofficedetails'],
        [/(?<![A-Za-z])(?:currencyChoice)(?![a-z])/, 'currencychoice'],
        [/(?<![A-Za-z])(?:declarationAcceptance)(?![a-z])/, 'declarationacceptance'],
        [/(?<![A-Za-z])(?:riskAssessment)(?![a-z])/, 'riskassessment'],
        [/(?<![A-Za-z])(?:errorsReport|accountOpen|goToClientZone)(?![a-z])/, 'client-zone-login'],
        [/(?<![A-Za-z])(?:onboardingDenied)(?![a-z])/, 'onboardingdenied'],
        [/(?<![A-Za-z])(?:summaryAndPaymentChoice)(?![a-z])/, 'summaryandpaymentchoice'],
        [/additional step names|without a (listed )?path|suffix _M|_M\b|\(Back\)|uploadQR|cameraPermissionDenied|cameraBlankFeedDetected/i, 'step-names-without-a-path', `${FLOW}/routes.md`],
        [/route change|scrolls? to top|step analytics|analytics step|numbering|route name|delayed|STEP_NUMBERS|step numbers|0 = entry|account opened|\b0 \(entry\)|14 \(account/i, 'after-each-route-change', `${FLOW}/routes.md`],
        [/locale|base path|eu-|router base|\/onboarding\/|speaks|\.com host|\.pl host|lt locale|redirects? to the international/i, 'locale-and-base-path', `${FLOW}/routes.md`],
        [/query|token together|\blang\b|\bfrom\b.*source|`from`|\bfrom\b parameter|qrCode\b|mobile=|ad parameters/i, 'query-parameters', `${FLOW}/routes.md`],
        [/route table|unmatched|NotFound|\bpath\b|\bpaths\b|\broute\b|\broutes\b/i, 'route-table', `${FLOW}/routes.md`],
        [/drag(ging)? files|picture-verification loader|loader text/i, 'every-screen'],
        [/newLogin|remind password|log ?in screen/i, 'newlogin'],
        [/newAccount|intro|entry|poster|video|registration/i, 'newaccount'],
        [/\brestart\b/i, 'restart'],
        [/dataUploadChoice|verification method|upload later|upload now/i, 'datauploadchoice'],
        [/mobileDesktopChoice|desktop or mobile upload/i, 'mobiledesktopchoice'],
        [/document selection|documentType|two document types/i, 'document-selection'],
        [/howToTakePicture|good and bad photo|photo guidance/i, 'howtotakepicture'],
        [/uploadFailed|partial-success|allowTryAgain|try again/i, 'uploadfailed'],
        [/uploadSucceeded|'automatic'|path marker/i, 'uploadsucceeded'],
        [/uploadException/i, 'uploadexception'],
        [/mobileDesktopIsCompleted|waiting for (the )?picture|waiting-for-mobile|refreshes itself/i, 'mobiledesktopiscompleted'],
        [/mobileReturnToDesktop|continue (the )?registration on the desktop|return-to-desktop/i, 'mobilereturntodesktop'],
        [/mobileSms|uploadPhone|hand-off|\bQR\b|SVG|accordion/i, 'mobilesms'],
        [/desktopSms|confirm phone|sms code|wrong phone number|verification by e-mail/i, 'desktopsms'],
        [/confirmEmail|six single-digit|human-check|code boxes/i, 'confirmemail'],
        [/personalDataConfirm|personal data|read-only values|PESEL|no expiry|citizenship/i, 'personaldataconfirm'],
        [/addressDetails|address search|autocomplete|correspondence|postal code|420/i, 'addressdetails'],
        [/taxOfficeDetails|tax residence|tax office|\bTIN\b/i, 'taxofficedetails'],
        [/currencyChoice|currency/i, 'currencychoice'],
        [/declaration|US taxpayer|politically|download-all|checkbox list|info popups|show all documents/i, 'declarationacceptance'],
        [/riskAssessment|risk assessment|employment|source of funds|savings|income/i, 'riskassessment'],
        [/errorsReport|accountOpen|goToClientZone|client zone|redirect loader/i, 'client-zone-login'],
        [/onboardingDenied|denied|contact e-mail/i, 'onboardingdenied'],
        [/upload|camera|capture|file|thumbnail|carousel|help panel|skip-step|desktop or mobile variant|detected-device/i, 'upload-document'],
      ],
    },
    3: {
      file: `${FLOW}/entities.md`,
      refine: [
        [/local storage|tmsc|cookie|returning-visitor|gclid|utm_|click_id|affid/i, 'local-storage-and-cookies'],
        [/extracted document|NationalityName|PersonalNumber|OptionalValue2|issuing country code|BirthDate|ExpiryDate/i, 'fields-read-from-the-scanned-document'],
        [/document type/i, 'document-type'],
        [/delivery|correspondence/i, 'correspondence'],
        [/upload method|\bdevice\b/i, 'upload-method-and-device'],
        [/reason for no|no tax id|no TIN/i, 'reason-for-no-tin'],
        [/payment.gateway/i, 'payment-gateway'],
        [/data.user.declaration/i, 'data-user-declaration'],
        [/employment status|EMPLOYED/i, 'employment-status'],
        [/industr|nature of business|natureOfBusiness/i, 'industries'],
        [/position level|\bposition\b/i, 'position-level'],
        [/income and wealth|wealth|\bband/i, 'income-and-wealth-bands'],
        [/income source/i, 'income-source'],
        [/currency/i, 'currency'],
        [/enumeration/i, 'enumerations'],
        [/consent/i, 'server-response-fields'],
        [/dictionar|phone prefix|prefix list|US is added|sorted by name|taxOfficeList|tinCountries|europeanCountries|country lists|own country first/i, 'dictionaries'],
        [/scanning session|gbgToken|journeyId|clientId|backendUrl|waiting-check|isDesktopWaiting|skipHybridUpload|mobileQrUrl|isQrCodeScan|HighLevelResult|ProcessedDocuments|journey result|QR responses/i, 'scanning-session-data'],
        [/form data|uploadActionError|allowTryAgain|isPaymentAllowed|uploaded image|key name/i, 'uploads-and-form-data'],
        [/server response|response fields|status \(|errors \(|globalError|\bnext\b|callback|dataContent|consents|info \(|Client Id|analytics \(|leadId|userId/i, 'server-response-fields'],
        [/e-mail confirmation|confirmEmailCode|info\.Email|email or info/i, 'e-mail-confirmation'],
        [/registration|residenceConfirm|residenceCountry|marketingAgreement|chooseLanguage|confirmEmail \(mirrors/i, 'registration'],
        [/^\W*login|loginEmail|loginPassword/i, 'login'],
        [/\bphone\b|phoneNumber|sentSmsCount|phoneVerificationCode/i, 'phone'],
        [/tax residence|prefix first|taxResidenceFlag|tinNumber|polandTax|addSecondTaxCountry|noTinNumber|emptyTinNumber/i, 'tax-residence'],
        [/personal data|dateOfBirth|citizenship|noLimitExpiryDate|documentExpirationDate|pesel|identificationNumber|birthPlaceCountry|documentNumber/i, 'personal-data'],
        [/^\W*address|postalCode|searchAddress|buildingNumber|apartmentNumber|contactAddress|contact[A-Z]/i, 'address'],
        [/risk assessment|employmentStatus|sourceOfFunds|savings/i, 'risk-assessment'],
        [/client zone|clientZoneToken|url params/i, 'client-zone'],
        [/^\W*other|usaTaxPayer|usaTin|pepDeclaration|dataUserDeclaration|documentsAcceptance|downloadAll|receivedKid|confirmEnglishKnowledge|investmentGoal|incomeSource|confirmElectronicAgreement|mobileDesktopChoice|dataUploadChoice|currencyChoice/i, 'other-fields'],
        [/\btoken\b/i, 'server-response-fields'],
      ],
    },
    4: {
      file: `${FLOW}/states.md`,
      refine: [
        [/time to finish|progress indicator|step counter|counter values/i, 'time-to-finish-counter'],
        [/entry flow|intro overlay|residence confirm|residenceConfirm|country of residence|residence country|own-language|English|asks for the country|country select|Ukraine|EU address|non-EU|un-confirms|e-mail is entered/i, 'entry-flow'],
        [/client zone|17 s|second headline|auto-?submit|200 ms|automatic login/i, 'client-zone-login'],
        [/skip of hybrid|skip-hybrid|skipHybrid.*(success|other)|any other result logs/i, 'skipping-the-hybrid-upload'],
        [/inactivity|30 s/i, 'upload-inactivity'],
        [/return to desktop|return-to-desktop|notifies the server|3 times|3 tries|up to 3\b|phone done/i, 'return-to-desktop'],
        [/mobile QR|QR page|confirm call every 1 s|1 s.*10 s/i, 'mobile-qr-page'],
        [/QR-scan status|hand-off phone page|every 4 s|polling stops/i, 'hand-off-page-polling'],
        [/waiting for (the )?picture|desktop can proceed|every 5 s|skipHybridUpload|isDesktopWaiting|no longer waiting/i, 'waiting-for-the-picture'],
        [/scan token|get-?idscan-?token|4 retries|retries at 3 s|uploadException/i, 'scan-token'],
        [/journey end|mobile=true|qrCode=true|stores the documents|status type 2|no journey id|without a journey id|fetches the journey result|1 s.*result/i, 'journey-end'],
        [/journey events?|display step|transfer (started|complete|failed)|IDENTITY:BACK|bad-upload|\bprogress\b|\bcancel\b|\bclear\b/i, 'journey-events'],
        [/upload and hand-off/i, 'upload-and-hand-off'],
        [/submit|\block|loader|pending (field )?validation|callback|restart|missing token|stays/i, 'submit-engine'],
        [/\bphone\b|sentSmsCount|wrong number|send SMS|code-entry/i, 'phone'],
        [/tax|\bTIN\b|1076|residence/i, 'tax-residence'],
        [/risk|unemployed|retired|natureOfBusiness|\bposition\b/i, 'risk-assessment'],
        [/declaration|US taxpayer|US TIN|download-all/i, 'declarations'],
        [/address|correspondence|contact field/i, 'address'],
        [/personal data|PESEL|no expiry|noPesel|dateOfBirth|identification number|citizenship/i, 'personal-data'],
        [/step order|step machine|\bnext\b/i, 'step-order'],
      ],
    },
    5: {
      file: `${FLOW}/validation.md`,
      refine: [
        [/on blur|validate call|superseded|pending request|one pending|form\/validate/i, 'field-validation-on-blur'],
        [/e-mail code|6 digits|exactly 6|SMS|\bphone\b|code is empty|at least 5/i, 'phone-and-codes'],
        [/password|strength|25 ?%|25 percent|special character/i, 'password'],
        [/registration|terms|marketing checkbox|e-mails match/i, 'registration'],
        [/confirm e-mail|e-mail|email|paste is disabled/i, 'e-mail'],
        [/login/i, 'login'],
        [/keyboard|filter|letters, digits|asterisk|plus are|street variant|number-only|pasting|opt out/i, 'keyboard-filters'],
        [/residence|language-choice|country select|invalid country|letter keys/i, 'residence-and-language'],
        [/\bdate|\bday\b|\byear|YYYY|month/i, 'dates'],
        [/PESEL|expiry|identification number|Greek|personal data|citizenship/i, 'personal-data'],
        [/postal code|##-###|address|contact|building|city|street/i, 'address'],
        [/declaration|US taxpayer|US TIN|\bPEP\b|KID|consent|English-knowledge|document checkboxes|RECEIVED_KID|UNDERSTOOD|AWARE_OF/i, 'declarations'],
        [/\bTIN\b|tax|no-TIN/i, 'tax-residence'],
        [/CZK|currency/i, 'currency'],
        [/risk|source.of.funds|select is valid|unemployed/i, 'risk-assessment'],
        [/\bfiles?\b|extension|7 MB|compress|1280|jpe?g|HEIC|HEIF|avif|\bpdf\b|file-type/i, 'file-upload'],
        [/blank|every pixel|pixel is zero/i, 'blank-camera-feed'],
      ],
    },
    6: { file: `${FLOW}/overview.md`, anchor: 'roles-and-permissions' },
    7: {
      file: `${FLOW}/calls.md`,
      refine: [
        [/named actions?|MOBILE_SMS|DESKTOP_SMS|CONFIRM_SMS|MOBILE_SMS_CODE|VERIFY_EMAIL|CONFIRM_EMAIL|ADDRESS_DETAILS|TAX_OFFICE_DETAILS|DECLARATION_ACCEPTANCE|RISK_ASSESSMENT|UPLOAD_SUMMARY|UPLOAD_TRY_AGAIN|ABORT_MOBILE|SELECT_MOBILE_DESKTOP|dataUploadChoice=2|mobileDesktopChoice=1/, 'named-actions'],
        [/new-account additionally|session_count|session_id|client_id|recaptchaToken|bot-check|site key/i, 'new-account-extras'],
        [/status report|type 1|type 2|startTimestamp|endTimestamp|scanType|attemptNumber|status-report|DESKTOP or MOBILE|branchCode \(locale/i, 'scan-status-reports'],
        [/autoLogin|UserToken|urlParams|automatic client zone/i, 'client-zone-auto-login'],
        [/payment callback|bank-transfer|card processor|Url plus Query/i, 'payment-callbacks'],
        [/translation JSON|purposeContract|sourceEarnings|cached 5|5 minutes/i, 'translations'],
        [/tag-manager|data layer|product analytics|ad-attribution|A\/B|third-party/i, 'third-party-services'],
        [/errors-report|summary-and-payment|account-open|upload-summary|upload-try-again|new-login|new-account|data-upload-choice|personal-data-confirm|address-details|tax-office-details|currency-choice|risk-assessment|declaration-acceptance|desktop-sms-code|mobile-sms-code|verify-email|confirm-email|skip-desktop-waiting|get-postal-code-addresses|mobile-desktop-is-completed|desktop-document-choice|(?<![a-z])form\/\w/i, 'step-calls'],
        [/realform prefix|JSON content type|content type|form base|form-\{|form-pl for|form-eu|languageCode|branchCode|brand flag|analytics client id|token is requested first|proxy host/i, 'transport'],
        [/get-token|validate|get-dictionaries|sms\/|document\/|form-pl\/|gbg-stats|journey\/get|idscanenterprisesvc|CHECK_IF_DESKTOP|GET_ADDRESS|postalCodeAddresses|notify-journey|get-idscan-token|mobile-qr|skip-hybrid|write-analytics|upload|Authorization|scan token|\bPOST\b|\bGET\b|answer/i, 'call-table'],
      ],
    },
    8: {
      file: `${FLOW}/errors.md`,
      refine: [
        [/notify-journey|4 retries|token call|waiting-check|result fetch|scan(ning)?/i, 'scanning'],
        [/photo-quality|documentImage|file type|upload error|warning icon/i, 'uploads'],
        [/camera|permission|blank/i, 'camera'],
        [/superseded|cancelled/i, 'superseded-validation'],
        [/token verification|mobile link|hand-off link/i, 'hand-off-link'],
        [/unknown (server )?callback|video/i, 'unknown-callbacks-and-video'],
        [/address lookup|skip-hybrid|logged only|unexpected error/i, 'logged-only'],
        [/field errors?|map of field|first message|under (the|its) field/i, 'field-errors'],
        [/globalError|global (banner|error)|\brestart\b|not an array|scrolls? up/i, 'global-error'],
      ],
    },
    9: {
      file: `${FLOW}/constants.md`,
      refine: [
        [/time to finish|8 minutes/i, 'time-to-finish'],
        [/smart capture|manual capture|carousel|input provider|FILESYSTEM|QR size|level H|1\.3/i, 'capture'],
        [/currenc|CZK|PLN/i, 'currencies'],
        [/EU list|\b28\b|own-language|non-EU|de-duplicated|countr/i, 'countries'],
        [/translation cache|cookie|tmsc|chunk|2592000|\b1 year|one year/i, 'caching-and-cookies'],
        [/768|mobile layout|option list|\bselect\b|250 ?px|140|29 characters|ellipsis|420|dropdown/i, 'layout'],
        [/timer|poll|retr|redirect|auto-close|delay|inactivity|loader release|\d+ ?(s|ms|seconds?)\b/i, 'timers'],
        [/password|phone minimum|SMS count|code length|postal code|day field|year|tax residences|1076|7 MB|1280|compress|limit/i, 'limits'],
      ],
    },
  },
  S1: {
    1: {
      file: `${WIDGET}/overview.md`,
      refine: [
        [/language|locale|translation|\b13\b|\bro\b/i, 'languages'],
        [/scanner|upload a file|camera|capture/i, 'capture-methods'],
        [/step|journey|result screen|terms|user-input/i, 'journey-steps'],
      ],
    },
    2: {
      file: `${WIDGET}/screens.md`,
      refine: [
        [/photo guidance|four corners|full face|face on/i, 'photo-guidance'],
        [/selfie, address|captions per type|camera for selfie/i, 'camera-for-selfie-address-and-covid'],
        [/cropper|crop\b/i, 'cropper'],
        [/file upload|drag|choose-file|supported types/i, 'file-upload'],
        [/preview/i, 'preview-check'],
        [/gateway|camera enabled/i, 'gateway'],
        [/liveness|take picture/i, 'liveness'],
        [/result|trust score|additional checks|look-back|expired|new journey|log out/i, 'results'],
        [/scanner/i, 'scanner'],
        [/smart capture/i, 'smart-capture'],
        [/journey select/i, 'journey-select'],
        [/terms/i, 'terms-and-conditions'],
        [/user input|user-input/i, 'user-input-form'],
        [/no-camera|no camera|try another device/i, 'no-camera'],
        [/initialis|hardware check/i, 'initialising'],
        [/help modal/i, 'help-modals'],
        [/instruction|how to take a picture|let's take/i, 'instructions'],
        [/provider container|cancel.journey|toggle between camera/i, 'provider-container'],
        [/login|username/i, 'login'],
        [/camera|viewfinder|attempts|glare|blur|manual mode|hints|auto and manual/i, 'camera'],
      ],
    },
    3: {
      file: `${WIDGET}/entities.md`,
      refine: [
        [/session data|gbgToken|clientId|backendUrl|ProcessedDocuments|HighLevelResult|IsValidated|DocumentSide|journey result|embedding|from the host|login/i, 'data-from-the-host'],
        [/result check|liveness result|accumulative|face match|underage|trust score|blocking policy|cross-check/i, 'result-checks'],
        [/user.input|postcode|house|street|town|required|asterisk/i, 'user-input-form'],
        [/extracted|label|MRZ|machine-readable|names?:/i, 'extracted-fields'],
        [/document types?|passport|proof of address|driving licence|identity:/i, 'document-types'],
        [/journey|flow state|state/i, 'journey'],
      ],
    },
    4: {
      file: `${WIDGET}/states.md`,
      refine: [
        [/liveness/i, 'liveness'],
        [/high.level|TCCDISAGREE|\bPassed\b|\bRefer\b|NotAccepted|NotSupported|\bAborted\b/i, 'high-level-results'],
        [/check value|AdditionalChecks|not needed|undetermined|success needed/i, 'check-values'],
        [/required action|keep capturing|pause capturing/i, 'required-actions'],
        [/capture condition|blur|glare|low resolution|not in frame|too far/i, 'capture-conditions'],
        [/scanner/i, 'scanner-states'],
        [/capture mode|auto|manual/i, 'capture-modes'],
        [/instruction|lock|1 second|1000 ?ms/i, 'instructions-lock'],
        [/ended|after the end|refused|request sent after/i, 'ended-journey'],
        [/event|display step|transfer|progress|IDENTITY:BACK|cancel|clear|start|\bend\b/i, 'journey-events'],
      ],
    },
    5: {
      file: `${WIDGET}/validation.md`,
      refine: [
        [/passive|liveness|face|too close|too far|something went wrong/i, 'passive-liveness-face-errors'],
        [/postcode|house|street|town|required fields|user.input/i, 'user-input-form'],
        [/refer|expired|not accepted|not supported|unclassifiable|failure reason|try-again hint/i, 'document-failure-reasons'],
        [/upload|JPG|PNG|7\.5|too big|format|file/i, 'uploaded-files'],
        [/blur|glare|resolution|edges|quality/i, 'capture-quality'],
      ],
    },
    6: { file: `${WIDGET}/overview.md`, anchor: 'roles-and-authorization' },
    7: {
      file: `${WIDGET}/calls.md`,
      refine: [[/API key|webhook|other hosts|CORS/i, 'for-other-hosts']],
    },
    8: {
      file: `${WIDGET}/errors.md`,
      refine: [
        [/unauthori|not authorized|username and password|authentication not enabled/i, 'unauthorized'],
        [/desktop flow|exception page|failure page|within 10 s/i, 'in-the-desktop-flow'],
        [/camera|permission/i, 'camera'],
      ],
    },
    9: {
      file: `${WIDGET}/constants.md`,
      refine: [
        [/smart capture|manual capture|input provider|FILESYSTEM|5000/i, 'capture'],
        [/retr|poll|inactivity|delay|timer|\d+ ?(s|ms)\b/i, 'timers'],
        [/7\.5|upload|JPG|PNG|file size/i, 'uploads'],
        [/postcode|house|street|town/i, 'user-input-lengths'],
        [/attempt/i, 'attempts'],
        [/instruction|slider|carousel|1000|2\.2|1\.3/i, 'instructions'],
        [/smart capture|manual capture|input provider|FILESYSTEM|5000/i, 'capture'],
        [/journey definition|scanner script/i, 'fixed-values'],
        [/language|locale/i, 'languages'],
      ],
    },
  },
  DESIGN: {
    1: { file: 'docs/architecture.md', anchor: 'the-product' },
    2: {
      file: 'docs/architecture.md',
      anchor: 'packages',
      refine: [[/dependency|direction|may import|upward|depends on no other/i, 'dependency-direction']],
    },
    3: { file: 'docs/architecture.md', anchor: 'contract-first' },
    4: {
      file: 'docs/architecture.md',
      anchor: 'the-server',
      refine: [
        [/route access|session kinds?|kind of session|which (kind of )?session|every route declares|API key/i, 'session-kinds-and-route-access', 'docs/security.md'],
        [/memory-hard|KDF|argon|password hash|hashed with/i, 'passwords', 'docs/security.md'],
        [/hand-off token|scoped to one|single device|short-lived/i, 'hand-off-tokens', 'docs/security.md'],
        [/one-time|\bcodes?\b|CSPRNG|6 digits|wrong tries|failures per hour|cool-down|send cap|10 minutes/i, 'one-time-codes', 'docs/security.md'],
        [/session token|256|random bits|idle|absolute expiry|base64url/i, 'session-tokens', 'docs/security.md'],
        [/enumeration/i, 'no-account-enumeration', 'docs/security.md'],
        [/authenticated and bounded|bounded|before (they are )?buffered|body limit|request bodies/i, 'request-bodies', 'docs/security.md'],
        [/magic bytes|generated names|pixel count|uploads? checked|real checks of the uploaded/i, 'uploads', 'docs/security.md'],
        [/security headers|CSP|frame-ancestors|nosniff|referrer-policy/i, 'security-headers', 'docs/security.md'],
        [/\blogs?\b|redact|control characters|personal data in/i, 'logs', 'docs/security.md'],
        [/retention|purge/i, 'retention', 'docs/security.md'],
        [/production|refuses? to start|NODE_ENV|explicitly allowed/i, 'production-checks', 'docs/security.md'],
        [/ASVS|attack|security/i, '', 'docs/security.md'],
        [/step machine|current step|\bnext\b|onboardingDenied|under 18|resumes|new-login|step order/i, 'step-order', `${FLOW}/states.md`],
        [/provider|interface|stand-in|outbox|SMTP|SMS and e-mail|captcha|postal-code address|bundled dataset|document verification|MRZ|face match|liveness|verdict/i, 'providers'],
        [/PGlite|PostgreSQL|DATABASE_URL|persist|migration|scale|instance|storage|S3/i, 'persistence'],
        [/one process|one port|static files|createServer|routes under/i, 'the-server'],
      ],
    },
    5: {
      file: 'docs/architecture.md',
      anchor: 'the-front-end',
      refine: [
        [/accessib|WCAG|focus|heading|aria|error summary|keyboard|screen.reader|autocomplete/i, 'accessibility'],
        [/i18n|Lingui|translat|\blocale|'ua'|'cz'|BCP|Intl|every stri|user-visible/i, 'internationalisation'],
        [/heavy|lazy|dynamic import|chunk|loads? only when|budget|heic2any|QR encoder/i, 'loading-on-demand'],
        [/submit engine|\block\b/i, 'submit-engine'],
        [/validat|on blur|superseded/i, 'field-validation-on-blur', `${FLOW}/validation.md`],
        [/router|routing|route|scroll/i, 'routing'],
        [/query|zustand|store|polling|refetch|mutation|server state|draft/i, 'state'],
      ],
    },
    6: {
      file: 'docs/architecture.md',
      anchor: 'the-widget',
      refine: [[/CSP|inline style|eval/i, 'content-security-policy', 'docs/security.md']],
    },
    7: { file: 'docs/conventions.md', anchor: 'tests' },
    8: { file: 'docs/conventions.md', anchor: 'house-style' },
  },
};

/** What a bare file reference outside the repository becomes. */
export const PATH_MAPPING = [
  [/(?:\.\.\/shared|\/work\/shared)\/DESIGN\.md/g, 'docs/architecture.md'],
  [/(?:\.\.\/shared|\/work\/shared)\/seeds\/000_[0-9a-f]*(?:\.txt)?/g, `${FLOW}/overview.md`],
  [/(?:\.\.\/shared|\/work\/shared)\/seeds\/001_[0-9a-f]*(?:\.txt)?/g, `${WIDGET}/overview.md`],
  [/(?:\.\.\/shared|\/work\/shared)\/seeds\/?(?:\*|00\*)?/g, 'docs/spec/README.md'],
  [/(?:\.\.\/shared|\/work\/shared)\/TOOLCHAIN\.md/g, 'docs/toolchain.md'],
  [/(?<![\w/.-])TOOLCHAIN\.md\b/g, 'docs/toolchain.md'],
  [/(?<![\w/.-])DESIGN\.md\b(?!\s*§)/g, 'docs/architecture.md'],
];

/** Names the specifications go by when a text names one without a section ("S0's codes"). */
const BARE_NAMES = { S0: ['the flow spec', `${FLOW}/overview.md`], S1: ['the widget spec', `${WIDGET}/overview.md`] };

const SPEC_LABEL = { S0: 'flow spec', S1: 'widget spec', DESIGN: 'design' };

// A citation's head ("S0 §5", "S0§5", "DESIGN.md §4", "S0 §2.3", one broken over a comment line: "(DESIGN\n * §5)"),
// or a further section of the same citation ("S1 §4, §8", "S0 §5/§9", "S0 §3–§5", "S0 §2 "…", §4 "…", §7").
const TOKEN =
  /\b(S0|S1|DESIGN(?:\.md)?)(?:[ \t]*(\r?\n[ \t]*(?:\*|\/\/|#\.?|--)?[ \t]*))?[ \t]*§[ \t]*(\d+)(?:\.\d+)*|([ \t]*[–—][ \t]*|-)?§[ \t]*(\d+)(?:\.\d+)*/g;
/** Other documents whose sections the code cites with § (they stay as they are). */
const FOREIGN_SECTIONS = /ICAO|RFC|U\.S\.C|ISO|WCAG|part \d|\bPSD|GDPR|\bArt\./;
/** How far (characters) a bare "§7" may be from the citation whose specification it continues. */
const CONTINUATION_REACH = 300;
const BARE = /(\b[Tt]he )?\b(S0|S1)\b(['’]s)?(?![ \t]*§)/g;

/** What --check reports as pointing outside the repository. */
export const OUTSIDE = [
  /\b(?:S0|S1|DESIGN(?:\.md)?)[ \t]*(?:\r?\n[ \t]*(?:\*|\/\/|#\.?|--)?[ \t]*)?§/,
  /\b(?:S0|S1)\b/,
  /(?:\.\.\/shared|\/work\/shared)\/(?:DESIGN|TOOLCHAIN|seeds)/,
  /(?<![\w/.-])(?:TOOLCHAIN|DESIGN)\.md\b/,
];

/** Files that quote the old names on purpose: the concordance, this script and its test. */
export const EXCLUDED = new Set([
  'docs/spec/citations.md',
  'tooling/scripts/replace-citations.mjs',
  'tooling/scripts/replace-citations.test.mjs',
]);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Heading anchors of a Markdown text, with their texts (anchor → heading), GitHub's duplicate suffixes included. */
export function headingsOf(markdown) {
  const anchors = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = match[1].replace(/`/g, '');
    let anchor = slugify(text);
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${slugify(text)}-${n}`;
    anchors.set(anchor, text);
  }
  return anchors;
}

/**
 * The docs section a citation points to: spec S0/S1/DESIGN, section number, and the words around it (a quoted
 * phrase right after the citation first, then its own words up to the next section or clause, then the words
 * before it on the line, then the rest of the line).
 * @returns {{ file: string, anchor: string, key: string } | null}
 */
export function resolve(spec, section, context = {}) {
  const entry = MAPPING[spec]?.[section];
  if (!entry) return null;
  const texts = [context.quote, context.after, context.before, context.above, context.rest].filter(Boolean);
  for (const text of texts) {
    for (const [pattern, anchor, file] of entry.refine ?? []) {
      if (pattern.test(text)) return done(file ?? entry.file, anchor);
    }
  }
  if (context.filePath && spec === 'S0' && section === 2 && /\/routing\/|routePaths|detectLocale|flowOrder|pageBrandSettings/.test(context.filePath)) {
    return done(`${FLOW}/routes.md`, '');
  }
  return done(entry.file, entry.anchor ?? '');

  function done(file, anchor) {
    return { file, anchor, key: `${spec} §${section} → ${file}${anchor ? `#${anchor}` : ''}` };
  }
}

function lineOf(text, offset) {
  return text.slice(0, offset).split('\n').length;
}

function specOf(token) {
  return token.startsWith('DESIGN') ? 'DESIGN' : token;
}

/**
 * Rewrites one file's text.
 * @param {string} text
 * @param {{ filePath: string, headings?: (file: string) => Map<string, string> }} options
 * @returns {{ text: string, hits: Array<{ key: string }>, unmapped: string[] }}
 */
export function rewrite(text, { filePath, headings = docsHeadings }) {
  const markdown = /\.(md|mdx)$/i.test(filePath) && !filePath.startsWith('.changeset/');
  const hits = [];
  const unmapped = [];
  const fences = markdown ? fencedRanges(text) : [];

  const reference = (target, offset, label) => {
    const ref = `${target.file}${target.anchor ? `#${target.anchor}` : ''}`;
    if (!markdown || inCode(text, offset, fences)) return ref;
    const relative = path.posix.relative(path.posix.dirname(filePath), target.file) || path.posix.basename(target.file);
    return `[${label}](${relative}${target.anchor ? `#${target.anchor}` : ''})`;
  };
  const labelOf = (spec, target) => {
    const page = path.posix.basename(target.file, '.md');
    const heading = target.anchor ? headings(target.file).get(target.anchor) : undefined;
    const base = spec === 'DESIGN' ? (page === 'README' ? 'docs' : page) : `${SPEC_LABEL[spec]}: ${page}`;
    return heading ? `${base} › ${heading}` : base;
  };

  let current = null; // { spec, number, end }: the citation a bare "§n" continues
  let out = text.replace(TOKEN, (whole, token, lineBreak = '', headNumber, rangeDash, bareNumber, offset) => {
    let spec;
    let numbers;
    let prefix = '';
    if (token) {
      spec = specOf(token);
      numbers = [Number(headNumber)];
      prefix = lineBreak;
    } else {
      const between = current ? text.slice(current.end, offset) : '';
      if (!current || offset - current.end > CONTINUATION_REACH || FOREIGN_SECTIONS.test(between) || /\b(?:S0|S1|DESIGN)\b/.test(between)) {
        if (!FOREIGN_SECTIONS.test(text.slice(Math.max(0, offset - 80), offset))) unmapped.push(`${filePath}:${lineOf(text, offset)}: ${whole.trim()} (a § without its specification)`);
        current = null;
        return whole;
      }
      spec = current.spec;
      const number = Number(bareNumber);
      numbers = [];
      if (rangeDash) {
        for (let n = current.number + 1; n < number; n += 1) numbers.push(n);
        prefix = ', ';
      }
      numbers.push(number);
    }
    current = { spec, number: numbers.at(-1), end: offset + whole.length };
    const lineStart = text.lastIndexOf('\n', offset) + 1;
    const lineEndIndex = text.indexOf('\n', offset + whole.length);
    const after = text.slice(offset + whole.length, lineEndIndex === -1 ? undefined : lineEndIndex);
    const before = text.slice(lineStart, offset);
    // A citation near the start of a wrapped line: the words that lead to it may be on the line above.
    const above =
      before.replace(/^[\s*/#|-]+/, '').length < 40 && lineStart > 0
        ? `${text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1)} ${before}`
        : '';
    const quote =
      /^[ \t]*[:,]?[ \t]*(?:[“"]([^"”\n]{1,120})[”"]|`([^`\n]{1,80})`)/.exec(after) ??
      /(?:[“"]([^"”\n]{1,120})[”"]|`([^`\n]{1,80})`)[ \t]*\($/.exec(before);
    // The words after the citation, up to the end of its clause, describe it; a list of sections ("§5/§8's blank
    // feed") shares the words after its last section.
    // "(S0 §5): the rule…" — the words after the colon describe it too.
    const own = after
      .replace(/^(?:[ \t]*(?:,|\/|–|—|-|\band\b|\bor\b|&)?[ \t]*§[ \t]*\d+(?:\.\d+)*)+/, '')
      .replace(/^\)[ \t]*:/, ':')
      .split(/,?\s*§\s*\d|[;)]/)[0];
    const refs = [];
    for (const section of numbers) {
      const context =
        numbers.length === 1
          ? { quote: quote?.[1] ?? quote?.[2], after: own.slice(0, 160), before: token ? before.slice(-100) : '', rest: after.slice(0, 160), above: token ? above : '', filePath }
          : { filePath };
      const target = resolve(spec, section, context);
      if (!target) {
        unmapped.push(`${filePath}:${lineOf(text, offset)}: ${whole.replace(/\s+/g, ' ').trim()} (no such section)`);
        return whole;
      }
      hits.push({ key: target.key });
      refs.push(reference(target, offset, labelOf(spec, target)));
    }
    return prefix + refs.join(', ');
  });

  for (const [pattern, target] of PATH_MAPPING) {
    out = out.replace(pattern, (whole, offset, all) => {
      hits.push({ key: `${whole} → ${target}` });
      if (!markdown || inCode(all, offset, fencedRanges(all))) return target;
      const relative = path.posix.relative(path.posix.dirname(filePath), target);
      return `[${target}](${relative})`;
    });
  }

  out = out.replace(BARE, (whole, the, spec, possessive = '', offset, all) => {
    const [name, file] = BARE_NAMES[spec];
    hits.push({ key: `${spec} (no section) → ${file}` });
    const lineBefore = all.slice(all.lastIndexOf('\n', offset - 1) + 1, offset);
    const startsSentence = /(?:^|[.!?]\s+|^\s*(?:\*|\/\/|\/\*\*?|#\.?|--|-|\d+\.)\s*)$/.test(lineBefore);
    const words = the ? `${the[0]}${name.slice(1)}` : startsSentence ? `T${name.slice(1)}` : name;
    if (!markdown || inCode(all, offset, fencedRanges(all))) return `${words}${possessive}`;
    const relative = path.posix.relative(path.posix.dirname(filePath), file);
    return `[${words}](${relative})${possessive}`;
  });

  return { text: out, hits, unmapped };
}

function fencedRanges(text) {
  const ranges = [];
  const fence = /^[ \t]*```.*$/gm;
  let open = null;
  for (const match of text.matchAll(fence)) {
    if (open === null) open = match.index;
    else {
      ranges.push([open, match.index + match[0].length]);
      open = null;
    }
  }
  return ranges;
}

/** Whether an offset of a Markdown text is inside a fenced block or an inline code span. */
function inCode(text, offset, fences) {
  if (fences.some(([start, end]) => offset >= start && offset < end)) return true;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const ticks = text.slice(lineStart, offset).match(/`/g)?.length ?? 0;
  return ticks % 2 === 1;
}

/** The lines (1-based) of a text that still point outside the repository. */
export function outsideReferences(text) {
  const lines = [];
  text.split('\n').forEach((line, index, all) => {
    const next = all[index + 1] ?? '';
    const wrapped = /\b(?:S0|S1|DESIGN(?:\.md)?)\s*$/.test(line) && /^\s*(?:\*|\/\/|#\.?|--)?\s*§/.test(next);
    const orphan = /§\s*\d/.test(line) && !FOREIGN_SECTIONS.test(line) && !FOREIGN_SECTIONS.test(all[index - 1] ?? '');
    if (wrapped || orphan || OUTSIDE.some((pattern) => pattern.test(line))) lines.push(index + 1);
  });
  return lines;
}

/** Every docs anchor the mapping names, and whether it exists. */
export function missingAnchors(root) {
  const missing = [];
  const targets = [];
  for (const [spec, sections] of Object.entries(MAPPING)) {
    for (const [section, entry] of Object.entries(sections)) {
      targets.push([`${spec} §${section}`, entry.file, entry.anchor ?? '']);
      for (const [, anchor, file] of entry.refine ?? []) targets.push([`${spec} §${section}`, file ?? entry.file, anchor]);
    }
  }
  for (const [, target] of PATH_MAPPING) targets.push(['path', target, '']);
  for (const [, file] of Object.values(BARE_NAMES)) targets.push(['bare', file, '']);
  for (const [name, file, anchor] of targets) {
    const full = path.join(root, file);
    if (!existsSync(full)) missing.push(`${name}: ${file} does not exist`);
    else if (anchor && !headingsOf(readFileSync(full, 'utf8')).has(anchor)) missing.push(`${name}: ${file}#${anchor} has no such heading`);
  }
  return missing;
}

/** The mapping as a Markdown table, for docs/spec/citations.md. */
export function mappingTable() {
  const rows = ['| Citation | Section | Subsections picked by the words around it |', '|---|---|---|'];
  for (const [spec, sections] of Object.entries(MAPPING)) {
    for (const [section, entry] of Object.entries(sections)) {
      const link = (file, anchor) => `[${file.replace(/^docs\//, '')}${anchor ? `#${anchor}` : ''}](${path.posix.relative('docs/spec', file)}${anchor ? `#${anchor}` : ''})`;
      const subs = [...new Map((entry.refine ?? []).map(([, anchor, file]) => [`${file ?? entry.file}#${anchor}`, link(file ?? entry.file, anchor)])).values()];
      rows.push(`| ${spec} §${section} | ${link(entry.file, entry.anchor ?? '')} | ${subs.join(', ')} |`);
    }
  }
  return rows.join('\n');
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const headingCache = new Map();

/** The headings of a docs file of this repository (anchor → text), read once. */
export function docsHeadings(file) {
  if (!headingCache.has(file)) {
    const full = path.join(ROOT, file);
    headingCache.set(file, existsSync(full) ? headingsOf(readFileSync(full, 'utf8')) : new Map());
  }
  return headingCache.get(file);
}

function listFiles(root) {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(tracked.split('\0').filter(Boolean))];
}

function main(argv) {
  const root = ROOT;
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const only = argv.filter((arg) => !arg.startsWith('--'));
  if (flags.has('--table')) {
    console.log(mappingTable());
    return 0;
  }
  const headings = docsHeadings;
  const files = (only.length ? only.map((file) => path.relative(root, path.resolve(file))) : listFiles(root)).filter(
    (file) => !EXCLUDED.has(file) && existsSync(path.join(root, file)),
  );

  const counts = new Map();
  const unmapped = [];
  const remaining = [];
  let changedFiles = 0;
  for (const file of files) {
    const buffer = readFileSync(path.join(root, file));
    if (buffer.includes(0)) continue;
    const text = buffer.toString('utf8');
    if (flags.has('--check')) {
      for (const line of outsideReferences(text)) remaining.push(`${file}:${line}`);
      continue;
    }
    const result = rewrite(text, { filePath: file, headings });
    if (flags.has('--verbose') && result.text !== text) {
      const before = text.split('\n');
      result.text.split('\n').forEach((line, index) => {
        if (line !== before[index]) console.log(`${file}:${index + 1}\n  - ${before[index]?.trim()}\n  + ${line.trim()}`);
      });
    }
    for (const { key } of result.hits) counts.set(key, (counts.get(key) ?? 0) + 1);
    unmapped.push(...result.unmapped);
    if (result.text !== text) {
      changedFiles += 1;
      if (flags.has('--write')) writeFileSync(path.join(root, file), result.text);
    }
    for (const line of outsideReferences(result.text)) remaining.push(`${file}:${line}`);
  }

  const anchors = missingAnchors(root);
  if (flags.has('--check')) {
    for (const line of remaining) console.log(`outside the repository: ${line}`);
    for (const line of anchors) console.log(`mapping: ${line}`);
    console.log(`${remaining.length} reference(s) outside the repository, ${anchors.length} missing docs anchor(s)`);
    return remaining.length || anchors.length ? 1 : 0;
  }
  const sorted = [...counts].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  for (const [key, count] of sorted) console.log(`${String(count).padStart(5)}  ${key}`);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  for (const line of unmapped) console.log(`unmapped: ${line}`);
  for (const line of remaining) console.log(`still outside after the rewrite: ${line}`);
  for (const line of anchors) console.log(`mapping: ${line}`);
  console.log(
    `${total} reference(s) in ${changedFiles} file(s) ${flags.has('--write') ? 'rewritten' : 'would be rewritten (dry run; --write to apply)'}; ` +
      `${unmapped.length} unmapped, ${remaining.length} left outside, ${anchors.length} missing docs anchor(s)`,
  );
  return unmapped.length || remaining.length || anchors.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
