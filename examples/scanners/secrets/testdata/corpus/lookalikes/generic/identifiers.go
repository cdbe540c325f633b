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

// Table entries naming constants of the same kind (crypto/x509's tests).
var mismatchTests = []struct{ hexKey, errorContains string }{
	{hexKey: hexPKCS8TestECKey, errorContains: "use ParseECPrivateKey instead"},
	{hexKey: hexECTestPKCS1Key, errorContains: "use ParsePKCS1PrivateKey instead"},
}

var testAPIKey = "3VT7P9eG9onD5mD7IvuX7TjxnQVGtzKt"
var fakeToken = "glTv4Lhyg38GDar1L4qZQ333rBhwt2anICvoS4t6"
var mockSecret = "8909d24e19cfc581cf5867ffe3f0f185"
