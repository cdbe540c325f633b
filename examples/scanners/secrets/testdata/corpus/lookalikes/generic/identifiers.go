package sign

var (
	BlindKeySignatures = Ed25519.BlindKeySignatures
	DefaultKeySize2048 = rsa.DefaultKeySize2048
)

var tmpl = x509.Certificate{
	KeyUsage:    x509.KeyUsageDigitalSignature,
	ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
}

const FingerprintKey = "sluiceFindingHash/v1"
const TokenKindRefresh2 = "refreshTokenRotation2"
const secretStoreBackend = "hashicorpVaultKV2Backend"

var testAPIKey = "smff30HXJpW1LZGkGzvygOu4b6zPO7W3"
var fakeToken = "tzbgeVQB8QI084rcOV4abEI2PSZk9iCn11zfF06Q"
var mockSecret = "0dbae434c572463700017f2ef90fcb13"
