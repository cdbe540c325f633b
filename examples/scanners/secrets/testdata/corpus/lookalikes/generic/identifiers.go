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

var testAPIKey = "tpYJXSNMF35aOlBTPhX7jx8EJhl57v3V"
var fakeToken = "T7P9eG9onD5mD7IvuX7TjxnQVGtzKtglTv4Lhyg3"
var mockSecret = "926993e4c14e99ef545d0a1237766189"
